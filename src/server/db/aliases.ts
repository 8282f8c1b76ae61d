import { alias } from 'drizzle-orm/pg-core';
import { users } from './schema/index.ts';

/** The two parties of a booking, as queries join `users` twice (their names in the SQL). */
export const artistUser = alias(users, 'artist_user');
export const customerUser = alias(users, 'customer_user');
