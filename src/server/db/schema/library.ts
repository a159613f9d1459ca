import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth-schema';
import { createdAt, updatedAt } from './columns';

/** Who and what the schedule is made of: user profiles, DJs and the Show Library. */

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    avatarUrl: text('avatar_url'),
    timezone: text('timezone'),
    /** Profile Settings → Language (decision 0074): null follows the browser, then the station. */
    language: text('language'),
    /** Profile Settings → Time format: '24h' or '12h'; null follows the language and region. */
    timeFormat: text('time_format'),
    role: text('role').notNull().default('DJ'),
    email: text('email').notNull(),
    /** Membership (DESIGN.md D12): only active members may use the station's data. */
    status: text('status').notNull().default('waiting'),
    /** The DJ Library entry a manager linked to this member ("their own" shows and DJ entry). */
    djId: uuid('dj_id').references(() => djs.id, { onDelete: 'set null' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'profiles_status_values',
      sql`${t.status} in ('active', 'waiting', 'suspended', 'declined')`,
    ),
    index('profiles_status_idx').on(t.status),
    check('profiles_language_values', sql`${t.language} in ('en', 'es', 'fr', 'de', 'pt-BR')`),
    check('profiles_time_format_values', sql`${t.timeFormat} in ('24h', '12h')`),
  ],
);

export const djs = pgTable(
  'djs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    email: text('email'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    /**
     * The names this entry was known by before, latest first (a few, see dj-former-names.ts):
     * placed shows keep the names of their day, and the public schedule matches its hosts by them.
     */
    formerNames: text('former_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('djs_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('djs_bio_length', sql`${t.bio} is null or char_length(${t.bio}) <= 1000`),
    check('djs_phone_length', sql`${t.phone} is null or char_length(${t.phone}) <= 20`),
    index('djs_created_at_idx').on(t.createdAt),
  ],
);

export const shows = pgTable(
  'shows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    djIds: uuid('dj_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    duration: numeric('duration', { precision: 5, scale: 2, mode: 'number' }).notNull().default(1),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    color: text('color').notNull().default('#3b82f6'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shows_name_present', sql`char_length(btrim(${t.name})) > 0`),
    check(
      'shows_duration_steps',
      sql`${t.duration} >= 0.25 and ${t.duration} <= 24 and ${t.duration} * 4 = floor(${t.duration} * 4)`,
    ),
    check('shows_color_hex', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
    index('shows_created_at_idx').on(t.createdAt),
  ],
);
