import { describe, expect, it } from 'vitest';
import type { Dj } from '../../shared/schemas/dj';
import { useTestApp } from '../test/use-test-app';

const { staff, colleague } = useTestApp({}, { staff: {}, colleague: {} });

const keyed = (key: string) => ({ 'Idempotency-Key': key });
const djNames = async () =>
  (await staff.client.get('/api/djs')).json<{ djs: Dj[] }>().djs.map((d) => d.name);

describe('Idempotency-Key on writes', () => {
  it('writes a create once and answers its replay with the same body', async () => {
    const key = 'first-submission-key-0001';
    const first = await staff.client.post('/api/djs', {
      json: { name: 'Once' },
      headers: keyed(key),
    });
    expect(first.status, first.text).toBe(201);
    const again = await staff.client.post('/api/djs', {
      json: { name: 'Once' },
      headers: keyed(key),
    });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await djNames()).filter((n) => n === 'Once')).toHaveLength(1);
  });

  it('answers two identical requests sent together with one write', async () => {
    const key = 'racing-submission-key-0002';
    const send = () =>
      staff.client.post('/api/djs', { json: { name: 'Racing' }, headers: keyed(key) });
    const answers = await Promise.all([send(), send()]);
    // One is written; the other is either its replay or told the first is still being saved.
    expect(answers.map((a) => a.status).sort()).toSatisfy(
      (s: number[]) => s[0] === 201 && (s[1] === 201 || s[1] === 409),
    );
    expect((await djNames()).filter((n) => n === 'Racing')).toHaveLength(1);
  });

  it('refuses a reused key with another body, and a malformed key', async () => {
    const key = 'reused-submission-key-0003';
    await staff.client.post('/api/djs', { json: { name: 'Kept' }, headers: keyed(key) });
    const other = await staff.client.post('/api/djs', {
      json: { name: 'Other' },
      headers: keyed(key),
    });
    expect(other.status).toBe(422);
    expect(other.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    const bad = await staff.client.post('/api/djs', {
      json: { name: 'Bad' },
      headers: keyed('x y'),
    });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_idempotency_key' } });
    expect(await djNames()).not.toContain('Other');
    expect(await djNames()).not.toContain('Bad');
  });

  it('keeps no refusal: the corrected form is written under the same key', async () => {
    const key = 'corrected-submission-key-04';
    const refused = await staff.client.post('/api/djs', {
      json: { name: '' },
      headers: keyed(key),
    });
    expect(refused.status).toBe(422);
    const fixed = await staff.client.post('/api/djs', {
      json: { name: 'Fixed' },
      headers: keyed(key),
    });
    expect(fixed.status, fixed.text).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps keys per person: a colleague using the same key makes their own', async () => {
    const key = 'shared-looking-key-000005';
    await staff.client.post('/api/djs', { json: { name: 'Mine' }, headers: keyed(key) });
    // Another name (two DJs may not share one): a replay of the first answer would name 'Mine'.
    const theirs = await colleague.client.post('/api/djs', {
      json: { name: 'Theirs' },
      headers: keyed(key),
    });
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await djNames()).toEqual(expect.arrayContaining(['Mine', 'Theirs']));
  });

  it('answers the replay of an empty (204) answer with the same empty answer', async () => {
    const invited = await staff.client.post('/api/team/invitations', {
      json: { email: 'replayed-revoke@example.com', role: 'DJ' },
    });
    expect(invited.status, invited.text).toBeLessThan(300);
    const team = (await staff.client.get('/api/team')).json<{
      invitations: { id: string; email: string }[];
    }>();
    const id = team.invitations.find((i) => i.email === 'replayed-revoke@example.com')?.id;
    const key = 'revoke-submission-key-0009';
    const first = await staff.client.post(`/api/team/invitations/${id}/revoke`, {
      headers: keyed(key),
    });
    expect(first.status).toBe(204);
    const again = await staff.client.post(`/api/team/invitations/${id}/revoke`, {
      headers: keyed(key),
    });
    expect(again.status).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('never replays an answer that held a secret shown once', async () => {
    const key = 'webhook-create-key-000010';
    const body = { url: 'http://localhost:9/hook', events: ['week.published'] };
    const first = await staff.client.post('/api/webhooks', { json: body, headers: keyed(key) });
    expect(first.status, first.text).toBe(201);
    expect(first.json<{ secret: string }>().secret).toMatch(/^whsec_/);
    const again = await staff.client.post('/api/webhooks', { json: body, headers: keyed(key) });
    expect(again.status).toBe(409);
    expect(again.text).not.toContain('whsec_');
    expect(again.json<{ error: { code: string } }>().error.code).toBe('answer_not_kept');
    const listed = (await staff.client.get('/api/webhooks')).json<{ endpoints: unknown[] }>();
    expect(listed.endpoints).toHaveLength(1);
  });
});
