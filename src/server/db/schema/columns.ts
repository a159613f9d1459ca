import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Columns many tables share, written one way. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
