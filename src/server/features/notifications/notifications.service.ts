import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  NOTICES_PAGE_SIZE,
  type NoticeKind,
  type NoticeView,
} from '../../../shared/notifications/kinds';
import { localText } from '../../../shared/i18n/local-text';
import type { Database } from '../../db/connection';
import { notifications } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';

/** A person's entries in the centre: the in-app ones. */
const own = (userId: string) =>
  and(eq(notifications.userId, userId), eq(notifications.inApp, true));

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(own(userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** One page of a person's notices, newest first. */
export async function listNotices(db: Database, userId: string, page: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(own(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTICES_PAGE_SIZE + 1)
    .offset(page * NOTICES_PAGE_SIZE);
  const notices: NoticeView[] = rows.slice(0, NOTICES_PAGE_SIZE).map((r) => ({
    id: r.id,
    kind: r.kind as NoticeKind,
    title: r.title,
    lines: r.lines,
    link: r.link,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { notices, more: rows.length > NOTICES_PAGE_SIZE, unread: await unreadCount(db, userId) };
}

/**
 * Marks one of the person's notices read (or all of them, without `id`). Another person's id is
 * "not found", the same as one that never existed: an id tells nobody whose it is.
 */
export async function markRead(db: Database, userId: string, now: Date, id?: string) {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(own(userId), isNull(notifications.readAt), id ? eq(notifications.id, id) : undefined),
      )
      .returning({ id: notifications.id });
    if (id && changed.length === 0) {
      const [exists] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(own(userId), eq(notifications.id, id)));
      if (!exists) throw new HttpError(404, 'not_found', localText('notifications:notFound'));
    }
    // The person's other tabs and devices update their bell.
    if (changed.length > 0) await publishChange(tx, { kind: 'notices', userId });
  });
  return { unread: await unreadCount(db, userId) };
}
