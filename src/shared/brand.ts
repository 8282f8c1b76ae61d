/** The product's name, in one place so it can be renamed. */
export const PRODUCT_NAME = 'Blush';
export const CITY = 'Toronto';
export const TIME_ZONE = 'America/Toronto';

/** The business behind the product, as receipts name it. */
export const COMPANY = {
  name: 'Blush Marketplace Inc.',
  addressLines: ['100 King Street West, Suite 5600', 'Toronto, ON M5X 1C9', 'Canada'],
  email: 'support@blush.local',
} as const;
