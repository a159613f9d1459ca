import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { shows } from './library';

/**
 * The station's content categories (issue 36, decision 0072): its own labels for what it airs
 * ("Local", "News", "Spoken word"), each with an optional weekly commitment that Reports checks.
 * Categories belong to a Show Library entry and are read live through a placement's or series'
 * show_template_id: a reporting lens, not a snapshot (placements keep names and genres of their
 * day, but a re-categorized show counts in its new categories in every report).
 */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    /** 'at_least_hours', 'at_most_hours', 'at_least_percent' or 'at_most_percent'; null: none. */
    commitmentKind: text('commitment_kind'),
    /** Hours a week (0–168) or percent of the week's scheduled hours (0–100). */
    commitmentValue: numeric('commitment_value', { precision: 6, scale: 2, mode: 'number' }),
    /** Where the category sits in lists and reports, smallest first. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_categories_name_key').on(sql`lower(${t.name})`),
    check(
      'content_categories_name_length',
      sql`char_length(${t.name}) between 1 and 60 and ${t.name} = btrim(${t.name})`,
    ),
    check('content_categories_color_hex', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
    check(
      'content_categories_commitment_kind',
      sql`${t.commitmentKind} is null or ${t.commitmentKind} in ('at_least_hours', 'at_most_hours', 'at_least_percent', 'at_most_percent')`,
    ),
    check(
      'content_categories_commitment_pair',
      sql`(${t.commitmentKind} is null) = (${t.commitmentValue} is null)`,
    ),
    check(
      'content_categories_commitment_range',
      sql`${t.commitmentValue} is null or (${t.commitmentValue} >= 0 and ${t.commitmentValue} <= case when ${t.commitmentKind} in ('at_least_hours', 'at_most_hours') then 168 else 100 end)`,
    ),
  ],
);

/** Which categories each Show Library entry carries (several per show). */
export const showContentCategories = pgTable(
  'show_content_categories',
  {
    showId: uuid('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => contentCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.showId, t.categoryId] }),
    // A category's shows, read by Reports and by the cascade when a category is deleted.
    index('show_content_categories_category_idx').on(t.categoryId),
  ],
);
