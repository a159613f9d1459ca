import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Access } from '../../../shared/team/access';
import type { MyShowsAnswer } from '../../../shared/team/my-shows';
import { inactiveMemberMessage } from '../../../shared/team/permissions';
import type { MemberStatus } from '../../../shared/team/roles';
import { profiles, users } from '../../db/schema';
import type { TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { errorOf } from '../../test/schedule-set-up';

/**
 * A member's standing changes while their session stays open: every next request, however it is
 * answered (the framework, or the early route for week reads of a kept session check), sees the
 * change at once.
 */

const WEEK = '2026-11-22';

const { app, manager } = useTestApp(
  {
    station: { timeZone: 'Europe/London', now: () => new Date('2026-11-24T12:00:00Z') },
  },
  { manager: {} },
);

const setMember = (user: TestUser, change: Partial<typeof profiles.$inferInsert>) =>
  app.db.update(profiles).set(change).where(eq(profiles.id, user.id));

describe('membership changes reach open sessions at once', () => {
  it.each<MemberStatus>(['suspended', 'waiting', 'declined'])(
    'a %s member is refused on every route, kept week reads included, until reactivated',
    async (status) => {
      const member = await app.createUser();
      // Twice: the second read is answered from the kept session check (the early week route).
      for (let i = 0; i < 2; i += 1) {
        expect((await member.client.get(`/api/weeks/${WEEK}`)).status).toBe(200);
      }
      await setMember(member, { status });
      for (const path of [`/api/weeks/${WEEK}`, '/api/my-shows', '/api/access', '/api/shows']) {
        const refused = await member.client.get(path);
        expect(refused.status, path).toBe(403);
        expect(errorOf(refused), path).toEqual({
          code: 'membership_inactive',
          message: inactiveMemberMessage(status),
        });
      }
      await setMember(member, { status: 'active' });
      expect((await member.client.get(`/api/weeks/${WEEK}`)).status).toBe(200);
    },
  );

  it('a role change applies to the next request of a kept session', async () => {
    const member = await app.createUser();
    const roleOf = async () =>
      (await member.client.get('/api/access')).json<{ access: Access }>().access.role;
    expect(await roleOf()).toBe('DJ');
    expect(await roleOf()).toBe('DJ');
    await setMember(member, { role: 'Viewer' });
    expect(await roleOf()).toBe('Viewer');
  });

  it("the DJ entries a member owns follow the account's confirmed e-mail, not a stale copy", async () => {
    const member = await app.createUser();
    const newAddress = `moved-${member.email}`;
    const dj = await manager.client.post('/api/djs', {
      json: { name: 'Moved Host', email: newAddress },
    });
    expect(dj.status, dj.text).toBe(201);
    const linked = async () =>
      (await member.client.get('/api/my-shows')).json<MyShowsAnswer>().linked;
    expect(await linked()).toBe(false);
    // A confirmed e-mail change, as better-auth writes it: the account's address, nothing else.
    await app.db.update(users).set({ email: newAddress }).where(eq(users.id, member.id));
    expect(await linked()).toBe(true);
    const access = (await member.client.get('/api/access')).json<{ access: Access }>().access;
    expect(access.ownDjIds).toEqual([dj.json<{ dj: { id: string } }>().dj.id]);
  });
});
