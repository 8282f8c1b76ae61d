import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A customer's answers to the health questions (decision 0041), one set per customer. `sealed`
 * holds them all, encrypted with AES-256-GCM under TAX_DATA_KEY (the tax details' crypto),
 * bound to her id; nothing else of them is stored. Erased by the daily job a year after the
 * last booking that used them.
 */
export const healthNotes = pgTable('health_notes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `v1.` + base64url(iv ‖ tag ‖ ciphertext) of the answers as JSON. */
  sealed: text('sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
