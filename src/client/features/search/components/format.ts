export { startingPriceText } from '#shared/domain/money.ts';
export { ratingTexts } from '#shared/domain/reviews.ts';
