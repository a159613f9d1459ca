import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { imageForm, PNG_1X1 } from '../../test/images';
import { startTestApp, type TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { sweepUnusedImages } from './media-sweep';

const { app } = useTestApp({ uploads: { uploadsPerWindow: 5, quotaBytes: 2_000 } });

/** A PNG of about `size` bytes that no other test uploads (the signature, then noise). */
const uniquePng = (size = 100) => Buffer.concat([PNG_1X1, randomBytes(size - PNG_1X1.length)]);

async function upload(user: TestUser, bytes = uniquePng()) {
  return user.client.post('/api/media', { form: imageForm(bytes, 'image/png') });
}

async function stored(url: string): Promise<boolean> {
  const rows = await app.db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.id, url.replace('/media/', '')));
  return rows.length === 1;
}

/** As if the image had been uploaded (and last used) `hours` ago. */
async function age(url: string, hours: number) {
  await app.db
    .update(media)
    .set({
      createdAt: sql`now() - make_interval(hours => ${hours})`,
      lastUsedAt: sql`now() - make_interval(hours => ${hours})`,
    })
    .where(eq(media.id, url.replace('/media/', '')));
}

describe('upload rate per person', () => {
  it('refuses the upload after the window is full with 429 and a clear message', async () => {
    const user = await app.createUser();
    for (let i = 0; i < 5; i++) expect((await upload(user)).status).toBe(201);

    const refused = await upload(user);
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'too_many_uploads',
        message:
          'You have uploaded 5 images in the last 10 minutes. Please wait a few minutes before uploading more.',
      },
    });
    // Someone else is not held back by it.
    expect((await upload(await app.createUser())).status).toBe(201);
    // Once the uploads are older than the window, uploading works again.
    await app.db
      .update(media)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(media.createdBy, user.id));
    expect((await upload(user)).status).toBe(201);
  });

  it('counts uploads sent all at once one by one, in one process or several', async () => {
    const user = await app.createUser();
    const second = await startTestApp({ shareDatabaseOf: app, uploads: { uploadsPerWindow: 5 } });
    try {
      const other = second.client();
      for (const [name, value] of user.client.cookies) other.cookies.set(name, value);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? other : user.client).post('/api/media', {
            form: imageForm(uniquePng(), 'image/png'),
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    } finally {
      await second.close();
    }
  });
});

describe('storage quota per person', () => {
  it('refuses an image that would pass the quota with 413 and a clear message', async () => {
    const user = await app.createUser();
    const kept = uniquePng(900);
    expect((await upload(user, kept)).status).toBe(201);
    expect((await upload(user, uniquePng(900))).status).toBe(201);
    const refused = await upload(user, uniquePng(900));
    expect(refused.status).toBe(413);
    expect(refused.json()).toMatchObject({
      error: { code: 'storage_quota_exceeded', message: expect.stringContaining('storage limit') },
    });
    // An image already stored needs no space: uploading it again into a form still works.
    expect((await upload(user, kept)).status).toBe(201);
    // A smaller one still fits.
    expect((await upload(user, uniquePng(150))).status).toBe(201);
  });

  it('frees the space of images the sweep deleted', async () => {
    const user = await app.createUser();
    const old = (await upload(user, uniquePng(1_900))).json<{ url: string }>().url;
    expect((await upload(user, uniquePng(900))).status).toBe(413);
    await age(old, 48);
    await sweepUnusedImages(app.db);
    expect(await stored(old)).toBe(false);
    expect((await upload(user, uniquePng(900))).status).toBe(201);
  });
});

describe('sweep of unused images', () => {
  it('deletes old images nothing refers to and keeps referred and recent ones', async () => {
    const user = await app.createUser();
    const url = async () => (await upload(user)).json<{ url: string }>().url;
    const [unused, ofShow, ofDj, ofProfile, ofScheduledOnly, recent] = [
      await url(),
      await url(),
      await url(),
      await url(),
      await url(),
    ].concat(
      await (
        await app.createUser()
      ).client
        .post('/api/media', { form: imageForm(uniquePng(), 'image/png') })
        .then((r) => r.json<{ url: string }>().url),
    );
    expect(
      (
        await user.client.post('/api/shows', {
          json: {
            name: 'Breakfast',
            duration: 2,
            djIds: [],
            genres: [],
            color: '#059669',
            imageUrl: ofShow,
          },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await user.client.post('/api/djs', {
          json: { name: 'Kim', avatarUrl: `http://localhost${ofDj!}` },
        })
      ).status,
    ).toBe(201);
    expect(
      (await user.client.request('PATCH', '/api/profile', { json: { avatarUrl: ofProfile } }))
        .status,
    ).toBe(200);
    // A week keeps its own copy of a DJ's avatar address; deleting the DJ does not break it.
    await app.db.execute(
      sql`insert into weekly_schedules (id, start_date, end_date) values ('2027-03-07', '2027-03-07', '2027-03-13')`,
    );
    await app.db.execute(sql`
      insert into scheduled_shows (weekly_schedule_id, show_name, show_color, dj_avatar_urls, day_index, time_index, duration)
      values ('2027-03-07', 'Night', '#059669', array[${ofScheduledOnly}], 0, 0, 4)`);
    for (const image of [unused, ofShow, ofDj, ofProfile, ofScheduledOnly]) await age(image!, 48);

    await sweepUnusedImages(app.db);
    expect(await stored(unused!)).toBe(false);
    for (const kept of [ofShow, ofDj, ofProfile, ofScheduledOnly, recent]) {
      expect(await stored(kept!)).toBe(true);
    }
    // Served no more: the address answers 404, not an error.
    expect((await app.client().get(unused!)).status).toBe(404);
  });

  it('keeps an image a grace period after the last reference to it went away', async () => {
    const user = await app.createUser();
    const image = (await upload(user)).json<{ url: string }>().url;
    const show = (
      await user.client.post('/api/shows', {
        json: {
          name: 'Drive',
          duration: 2,
          djIds: [],
          genres: [],
          color: '#059669',
          imageUrl: image,
        },
      })
    ).json<{ show: { id: string } }>().show;
    await age(image, 48);
    await sweepUnusedImages(app.db); // sees it referred to: used now
    expect(
      (
        await user.client.request('PUT', `/api/shows/${show.id}`, {
          json: {
            name: 'Drive',
            duration: 2,
            djIds: [],
            genres: [],
            color: '#059669',
            imageUrl: '',
          },
        })
      ).status,
    ).toBe(200);
    await sweepUnusedImages(app.db);
    expect(await stored(image)).toBe(true);
    await age(image, 25);
    await sweepUnusedImages(app.db);
    expect(await stored(image)).toBe(false);
  });

  it('is safe to run in several processes at once', async () => {
    const user = await app.createUser();
    const images = [];
    for (let i = 0; i < 3; i++) images.push((await upload(user)).json<{ url: string }>().url);
    for (const image of images) await age(image, 48);
    const results = await Promise.all([1, 2, 3, 4].map(() => sweepUnusedImages(app.db)));
    expect(results.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(3);
    for (const image of images) expect(await stored(image)).toBe(false);
  });
});

describe('the station logo', () => {
  it('keeps the image the public schedule shows as the station logo', async () => {
    const user = await app.createUser();
    const logo = (await upload(user)).json<{ url: string }>().url;
    await app.db.execute(sql`update station_settings set logo_url = ${logo}`);
    await age(logo, 48);
    await sweepUnusedImages(app.db);
    expect(await stored(logo)).toBe(true);
    await app.db.execute(sql`update station_settings set logo_url = ''`);
  });
});
