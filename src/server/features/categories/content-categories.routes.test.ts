import { desc, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityEntryView } from '../../../shared/activity/activity-entry';
import { describeActivity } from '../../../shared/activity/describe-activity';
import type { ContentCategory } from '../../../shared/library/content-categories';
import type { Show } from '../../../shared/schemas/show';
import { pgErrorOf } from '../../db/database-error';
import { activityLog, contentCategories } from '../../db/schema';
import { openEventStream } from '../../test/event-stream';
import type { HttpResponse } from '../../test/http-client';
import { createShow, errorOf } from '../../test/schedule-set-up';
import { useTestApp } from '../../test/use-test-app';
import { ENGLISH_ACTIVITY_WORDS } from '../../../shared/activity/english-activity-words';

/**
 * Station Settings → Content categories (issue 36, decision 0072): managers add, change, reorder
 * and delete them, every member reads them; every refusal is a 4xx JSON at its field; a name is
 * unique whatever its case, even when two requests race; deleting one takes it off its shows;
 * each change is logged and announced live; the table refuses what the API refuses.
 */
const { app, manager, dj } = useTestApp({}, { manager: { name: 'Morgan' }, dj: { name: 'Dana' } });

const create = (body: object, who = manager) =>
  who.client.post('/api/content-categories', { json: body });
const categoryOf = (r: HttpResponse) => r.json<{ category: ContentCategory }>().category;
const listed = async (who = manager) =>
  (await who.client.get('/api/content-categories')).json<{ categories: ContentCategory[] }>()
    .categories;
const made = async (body: object) => {
  const r = await create(body);
  expect(r.status, r.text).toBe(201);
  return categoryOf(r);
};

describe('content categories', () => {
  it('a manager adds, changes and deletes one; everyone reads them; each change is logged', async () => {
    const local = await made({
      name: '  Local ',
      color: '#0A7C86',
      commitment: { kind: 'at_least_percent', value: 60 },
    });
    expect(local).toMatchObject({
      name: 'Local',
      color: '#0a7c86',
      commitment: { kind: 'at_least_percent', value: 60 },
      showCount: 0,
    });
    const news = await made({ name: 'News', color: '#dc2626' });
    expect(news.commitment).toBeNull();
    expect(news.position).toBeGreaterThan(local.position);
    expect((await listed(dj)).map((c) => c.name)).toEqual(['Local', 'News']);

    const changed = await manager.client.patch(`/api/content-categories/${local.id}`, {
      json: {
        name: 'Local music',
        color: '#0a7c86',
        commitment: { kind: 'at_most_hours', value: 12.5 },
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(categoryOf(changed)).toMatchObject({
      name: 'Local music',
      commitment: { kind: 'at_most_hours', value: 12.5 },
    });
    // Sent without a commitment, it has none.
    const cleared = await manager.client.patch(`/api/content-categories/${local.id}`, {
      json: { name: 'Local music', color: '#0a7c86', commitment: null },
    });
    expect(categoryOf(cleared).commitment).toBeNull();
    expect(
      (await manager.client.request('DELETE', `/api/content-categories/${news.id}`)).status,
    ).toBe(204);
    expect((await listed()).map((c) => c.name)).toEqual(['Local music']);

    const entries = await app.db
      .select()
      .from(activityLog)
      .where(like(activityLog.action, 'category.%'))
      .orderBy(desc(activityLog.id));
    expect(entries.map((e) => e.action)).toEqual([
      'category.delete',
      'category.change',
      'category.change',
      'category.create',
      'category.create',
    ]);
    const log = (await manager.client.get('/api/activity')).json<{ entries: ActivityEntryView[] }>()
      .entries;
    expect(log.slice(0, 4).map((e) => describeActivity(e, ENGLISH_ACTIVITY_WORDS))).toEqual([
      'Morgan deleted the content category News',
      'Morgan changed the content category Local music (no commitment)',
      'Morgan renamed the content category Local to Local music (At most 12.5 hours a week)',
      'Morgan added the content category News',
    ]);
    await manager.client.request('DELETE', `/api/content-categories/${local.id}`);
  });

  it('refuses bad input at its field, a DJ, no session, unknown ids and a name taken', async () => {
    const bad = async (body: object, field: string, message: string, status = 422) => {
      const r = await create(body);
      expect(r.status, r.text).toBe(status);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(r).fields?.[field], JSON.stringify(body)).toBe(message);
    };
    const color = '#123456';
    await bad({ name: ' ', color }, 'name', 'Enter the category name');
    await bad({ name: 'x'.repeat(61), color }, 'name', 'At most 60 characters');
    await bad({ name: 7, color }, 'name', 'Enter the category name');
    await bad({ name: 'A', color: 'red' }, 'color', 'Enter a colour such as #0a7c86');
    await bad({ name: 'A' }, 'color', 'Enter a colour such as #0a7c86');
    const commitment = (c: unknown) => ({ name: 'A', color, commitment: c });
    await bad(
      commitment({ kind: 'exactly_hours', value: 1 }),
      'commitment.kind',
      'Choose "At least" or "At most", in hours or % of scheduled hours',
    );
    await bad(
      commitment({ kind: 'at_least_hours', value: 169 }),
      'commitment.value',
      'A week has at most 168 hours',
    );
    await bad(
      commitment({ kind: 'at_most_percent', value: 100.5 }),
      'commitment.value',
      'At most 100%',
    );
    await bad(
      commitment({ kind: 'at_most_percent', value: -1 }),
      'commitment.value',
      'Enter a number',
    );
    await bad(
      commitment({ kind: 'at_most_percent', value: 1.005 }),
      'commitment.value',
      'At most two decimals',
    );
    await bad(
      commitment({ kind: 'at_most_percent', value: '10' }),
      'commitment.value',
      'Enter a number',
    );
    await bad(commitment({ kind: 'at_most_percent' }), 'commitment.value', 'Enter a number');
    expect((await create({ name: 'A', color, extra: 1 })).status).toBe(422);
    const notJson = await manager.client.post('/api/content-categories', {
      body: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(errorOf(notJson).code).toEqual(expect.any(String));

    // The bounds themselves are fine: 168 hours, 100%, 0.
    for (const [kind, value] of [
      ['at_most_hours', 168],
      ['at_least_percent', 100],
      ['at_least_hours', 0],
    ] as const) {
      const ok = await made({ name: `Edge ${kind}`, color, commitment: { kind, value } });
      await manager.client.request('DELETE', `/api/content-categories/${ok.id}`);
    }

    expect((await create({ name: 'A', color }, dj)).status).toBe(403);
    const anonymous = app.client();
    expect((await anonymous.get('/api/content-categories')).status).toBe(401);
    expect(
      (await anonymous.post('/api/content-categories', { json: { name: 'A', color } })).status,
    ).toBe(401);

    const spoken = await made({ name: 'Spoken word', color });
    expect((await dj.client.request('DELETE', `/api/content-categories/${spoken.id}`)).status).toBe(
      403,
    );
    expect(
      (
        await dj.client.patch(`/api/content-categories/${spoken.id}`, {
          json: { name: 'B', color },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await dj.client.request('PUT', '/api/content-categories/order', {
          json: { ids: [spoken.id] },
        })
      ).status,
    ).toBe(403);
    await bad(
      { name: 'SPOKEN WORD', color },
      'name',
      'Another category already has this name',
      409,
    );
    const renamed = await manager.client.patch(`/api/content-categories/${spoken.id}`, {
      json: { name: 'spoken Word', color },
    });
    expect(renamed.status, 'its own name in another case').toBe(200);

    const unknown = '0b7e3b1e-2f7a-4c1e-9a51-6f2d3c4b5a69';
    for (const id of [unknown, 'not-an-id', '%00']) {
      const patch = await manager.client.patch(`/api/content-categories/${id}`, {
        json: { name: 'B', color },
      });
      expect(patch.status, id).toBe(404);
      expect(errorOf(patch).message).toBe('This category no longer exists');
      expect((await manager.client.request('DELETE', `/api/content-categories/${id}`)).status).toBe(
        404,
      );
    }
    await manager.client.request('DELETE', `/api/content-categories/${spoken.id}`);
  });

  it("says its refusals in the request's language", async () => {
    const german = { 'accept-language': 'de' };
    const say = async (body: object) => {
      const r = await manager.client.post('/api/content-categories', {
        json: body,
        headers: german,
      });
      return { status: r.status, fields: errorOf(r).fields };
    };
    const color = '#123456';
    expect(await say({ name: ' ', color })).toMatchObject({
      status: 422,
      fields: { name: 'Gib den Namen der Kategorie ein' },
    });
    expect(
      (await say({ name: 'A', color, commitment: { kind: 'at_most_percent', value: 101 } })).fields,
    ).toEqual({ 'commitment.value': 'Höchstens 100 %' });
    const taken = await made({ name: 'Lokal', color });
    expect(await say({ name: 'LOKAL', color })).toMatchObject({
      status: 409,
      fields: { name: 'Eine andere Kategorie hat schon diesen Namen' },
    });
    const gone = await manager.client.request('DELETE', '/api/content-categories/not-an-id', {
      headers: german,
    });
    expect(errorOf(gone).message).toBe('Diese Kategorie gibt es nicht mehr');
    await manager.client.request('DELETE', `/api/content-categories/${taken.id}`);
  });

  it('two racing adds of one name: one is made, the other refused with 409', async () => {
    const [a, b] = await Promise.all([
      create({ name: 'Racing', color: '#111111' }),
      create({ name: 'racing', color: '#222222' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const winner = categoryOf(a.status === 201 ? a : b);
    await manager.client.request('DELETE', `/api/content-categories/${winner.id}`);
  });

  it('reorders when told every category once, refusing a stale or partial order', async () => {
    const [one, two, three] = [
      await made({ name: 'One', color: '#111111' }),
      await made({ name: 'Two', color: '#222222' }),
      await made({ name: 'Three', color: '#333333' }),
    ];
    const order = (ids: unknown) =>
      manager.client.request('PUT', '/api/content-categories/order', { json: { ids } });
    const moved = await order([three.id, one.id, two.id]);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json<{ categories: ContentCategory[] }>().categories.map((c) => c.name)).toEqual([
      'Three',
      'One',
      'Two',
    ]);
    for (const ids of [
      [three.id, one.id],
      [three.id, one.id, one.id],
      [three.id, one.id, two.id, '0b7e3b1e-2f7a-4c1e-9a51-6f2d3c4b5a69'],
    ]) {
      const r = await order(ids);
      expect(r.status, JSON.stringify(ids)).toBe(409);
      expect(errorOf(r).fields?.ids).toBe(
        'The categories changed meanwhile: reload and reorder again',
      );
    }
    expect((await order(['x'])).status).toBe(422);
    expect((await order([])).status).toBe(422);
    expect((await listed()).map((c) => c.name)).toEqual(['Three', 'One', 'Two']);
    for (const c of [one, two, three])
      await manager.client.request('DELETE', `/api/content-categories/${c.id}`);
  });

  it('deleting a category takes it off its shows; the list counts each one’s shows', async () => {
    const local = await made({ name: 'Local', color: '#0a7c86' });
    const news = await made({ name: 'News', color: '#dc2626' });
    const show = await createShow(manager, {
      name: 'Morning',
      duration: 1,
      categoryIds: [news.id, local.id],
    });
    expect(show.categoryIds).toEqual([local.id, news.id]);
    expect((await listed()).map((c) => [c.name, c.showCount])).toEqual([
      ['Local', 1],
      ['News', 1],
    ]);
    expect(
      (await manager.client.request('DELETE', `/api/content-categories/${local.id}`)).status,
    ).toBe(204);
    const shows = (await manager.client.get('/api/shows')).json<{ shows: Show[] }>().shows;
    expect(shows.find((s) => s.id === show.id)!.categoryIds).toEqual([news.id]);
    await manager.client.request('DELETE', `/api/content-categories/${news.id}`);
    await manager.client.request('DELETE', `/api/shows/${show.id}`);
  });

  it('a station keeps at most 50 categories', async () => {
    const made50 = [];
    for (let i = 0; i < 50; i++) made50.push(await made({ name: `Cat ${i}`, color: '#111111' }));
    const more = await create({ name: 'One too many', color: '#111111' });
    expect(more.status).toBe(409);
    expect(errorOf(more)).toMatchObject({
      code: 'category_limit',
      message: 'A station keeps at most 50 categories',
    });
    for (const c of made50)
      await manager.client.request('DELETE', `/api/content-categories/${c.id}`);
    expect(await listed()).toEqual([]);
  });

  it('announces each change live to every member', async () => {
    const stream = await openEventStream(dj.client);
    await stream.next();
    const live = await made({ name: 'Live', color: '#111111' });
    expect((await stream.next()).data).toContain('"shows"');
    stream.close();
    await manager.client.request('DELETE', `/api/content-categories/${live.id}`);
  });

  it('the table refuses what the API refuses (decision 0072 contract)', async () => {
    const refused = async (values: Record<string, unknown>) => {
      const error = await app.db
        .insert(contentCategories)
        .values({ name: 'Direct', color: '#111111', ...values })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(pgErrorOf(error)?.code, JSON.stringify(values)).toBe('23514');
    };
    await refused({ name: ' Direct' });
    await refused({ name: '' });
    await refused({ color: '#ABCDEF' });
    await refused({ commitmentKind: 'sometimes', commitmentValue: 1 });
    await refused({ commitmentKind: 'at_least_hours' });
    await refused({ commitmentValue: 5 });
    await refused({ commitmentKind: 'at_least_hours', commitmentValue: 168.5 });
    await refused({ commitmentKind: 'at_most_percent', commitmentValue: 101 });
    await app.db.insert(contentCategories).values({ name: 'Direct', color: '#111111' });
    const twin = await app.db
      .insert(contentCategories)
      .values({ name: 'DIRECT', color: '#111111' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgErrorOf(twin)?.code).toBe('23505');
    await app.db.execute(sql`delete from content_categories where name = 'Direct'`);
  });
});
