export * from './users.ts';
export * from './help-messages.ts';
export * from './rate-limits.ts';
export * from './dev-mail.ts';
export * from './profiles.ts';
export * from './bookings.ts';
export * from './payments.ts';
export * from './jobs.ts';
