import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { expect } from 'vitest';
import pg from 'pg';
import type { Show } from '../../../shared/schemas/show';
import { GIF_1X1, PNG_1X1, imageForm } from '../../test/images';
import type { TestUser } from '../../test/test-app';
import { ARCHIVE_MAGIC, dataFrames, endFrame, headerFrame } from './backup-archive';
import { isLeftOut } from './backup-tables';
import { quoteTable, readAppTables } from './database-tables';

/** Sunday 22 November 2026, London: the weeks seeded below lie ahead of it. */
export const SEED_NOW = new Date('2026-11-22T12:00:00Z');
export const SEED_WEEK = '2026-11-29';

/**
 * A station with some of everything: images, DJs, shows and a content category they carry, placed
 * shows in two weeks, a weekly series (a repeat) with an exception and a removed instance, a
 * finalized week and a calendar feed.
 */
export async function seedStation(staff: TestUser): Promise<void> {
  const ok = async (response: Promise<{ status: number; text: string; json: <T>() => T }>) => {
    const answer = await response;
    expect(answer.status, answer.text).toBeLessThan(300);
    return answer;
  };
  const png = (
    await ok(staff.client.post('/api/media', { form: imageForm(PNG_1X1, 'image/png') }))
  ).json<{ url: string }>().url;
  const gif = (
    await ok(staff.client.post('/api/media', { form: imageForm(GIF_1X1, 'image/gif', 'a.gif') }))
  ).json<{ url: string }>().url;
  const dj = (
    await ok(
      staff.client.post('/api/djs', { json: { name: 'Ana', avatarUrl: png, tags: ['House'] } }),
    )
  ).json<{ dj: { id: string } }>().dj;
  const show = async (json: Record<string, unknown>) =>
    (await ok(staff.client.post('/api/shows', { json }))).json<{ show: Show }>().show;
  const jazz = await show({
    name: 'Jazz Hour',
    duration: 1,
    genres: ['Jazz'],
    djIds: [dj.id],
    imageUrl: gif,
    description: 'Line one\nline "two"\ttab \\ slash',
  });
  // Content categories (decision 0072): a commitment, and a show that carries the category.
  const local = (
    await ok(
      staff.client.post('/api/content-categories', {
        json: { name: 'Local', color: '#0a7c86', commitment: { kind: 'at_least_hours', value: 6 } },
      }),
    )
  ).json<{ category: { id: string } }>().category;
  const news = await show({
    name: 'Morning News',
    duration: 0.5,
    genres: ['Talk'],
    categoryIds: [local.id],
  });
  const later = '2026-12-06';
  for (const week of [SEED_WEEK, later]) await ok(staff.client.get(`/api/weeks/${week}`));
  await ok(
    staff.client.post(`/api/weeks/${later}/shows`, {
      json: { templateId: news.id, dayIndex: 1, timeIndex: 28, duration: 2 },
    }),
  );
  const placed = await ok(
    staff.client.post(`/api/weeks/${SEED_WEEK}/shows`, {
      json: { templateId: jazz.id, dayIndex: 2, timeIndex: 40, duration: 4 },
    }),
  );
  const anchor = placed.json<{ week: { blocks: { id: string }[] } }>().week.blocks[0]!;
  const series = await ok(
    staff.client.post(`/api/scheduled-shows/${anchor.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 6 },
        isRepeat: true,
      },
    }),
  );
  const seriesId = series
    .json<{ week: { blocks: { recurringSeriesId: string | null }[] } }>()
    .week.blocks.find((b) => b.recurringSeriesId)!.recurringSeriesId!;
  await ok(staff.client.post(`/api/series/${seriesId}/instances/2026-12-08/exception`));
  await ok(staff.client.post(`/api/series/${seriesId}/instances/2026-12-15/removal`));
  await ok(staff.client.post(`/api/weeks/${SEED_WEEK}/status`, { json: { action: 'finalize' } }));
  await ok(staff.client.post('/api/calendar-feeds', { json: { includeDrafts: true } }));
}

/**
 * Every table's rows (an md5 of them all, in a stable order, and their count), and every image's
 * sha256: two databases with the same fingerprint hold the same data.
 */
export async function fingerprint(databaseUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const print: Record<string, string> = {};
    for (const table of await readAppTables(client)) {
      const { rows } = await client.query<{ n: string; digest: string | null }>(
        `select count(*) as n, md5(string_agg(t::text, E'\\n' order by t::text)) as digest from ${quoteTable(table)} t`,
      );
      print[`${table.schema}.${table.name}`] = `${rows[0]!.n} rows ${rows[0]!.digest ?? '-'}`;
    }
    const media = await client.query<{ id: string; sha256: string }>(
      `select id, encode(sha256(bytes), 'hex') as sha256 from media order by id`,
    );
    for (const image of media.rows) print[`media ${image.id}`] = image.sha256;
    return print;
  } finally {
    await client.end();
  }
}

/** A fingerprint as a restore of it reads: the same, but the tables backups leave out empty. */
export function asRestored(print: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(print).map(([key, value]) => {
      const [schema, name] = key.split('.') as [string, string];
      return [key, isLeftOut({ schema, name }) ? '0 rows -' : value];
    }),
  );
}

/** Drops everything the app keeps in the database, as a lost data directory would. */
export async function wipeDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'drop schema drizzle cascade; drop schema public cascade; create schema public',
    );
  } finally {
    await client.end();
  }
}

/**
 * A gzip bomb in the archive's own format: the entry `name` holds `mebibytes` MiB of zeros, which
 * gzip packs about a thousand to one (256 MiB make a 256 KB file). Written as a stream: the test
 * never holds the unpacked bytes either.
 */
export async function writeZerosArchive(file: string, name: string, mebibytes: number) {
  const zeros = dataFrames(Buffer.alloc(2 ** 20))[0]!;
  async function* bytes() {
    yield ARCHIVE_MAGIC;
    yield headerFrame(name);
    for (let i = 0; i < mebibytes; i++) yield zeros;
    yield endFrame();
  }
  await pipeline(Readable.from(bytes()), createGzip({ level: 9 }), createWriteStream(file));
}
