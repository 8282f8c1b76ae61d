export { startingPriceText } from '#shared/domain/money.ts';
