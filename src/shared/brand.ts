/** The product's name, in one place so it can be renamed. */
export const PRODUCT_NAME = 'Blush';
export const CITY = 'Toronto';
export const TIME_ZONE = 'America/Toronto';
