import { Hono } from 'hono';
import {
  approvalSchema,
  djLinkSchema,
  invitationInputSchema,
  invitationTokenField,
  roleChangeSchema,
} from '../../../shared/schemas/team';
import type { AppEnv } from '../../http/app-env';
import { HttpError, parseUuidParam, parseWith, readJson } from '../../http/errors';
import { requirePermission } from '../../http/require-permission';
import { actorOf } from '../activity/record-activity';
import {
  createInvitation,
  INVITATION_NOT_FOUND,
  lookUpInvitation,
  revokeInvitation,
  type InvitationDeps,
} from './invitations.service';
import { changeRole, linkDj, moveMember, removeMember, type StatusMove } from './member-changes';
import { listTeam, MEMBER_NOT_FOUND } from './team.service';
import { tellApplicant } from '../notifications/membership-notices';

const STATUS_MOVES: readonly StatusMove[] = ['approve', 'decline', 'suspend', 'reactivate'];

/** /api/team: members and invitations, for station managers only (DESIGN.md D12). */
export function teamRoutes(deps: Omit<InvitationDeps, 'db'>) {
  const app = new Hono<AppEnv>()
    .use('*', requirePermission('team.manage'))
    .get('/', async (c) => c.json(await listTeam(c.var.db)));
  for (const move of STATUS_MOVES) {
    app.post(`/members/:id/${move}`, async (c) => {
      const id = parseUuidOrText(c.req.param('id'));
      // An approval may name the role the member joins with; a request without a body keeps it.
      const hasBody = move === 'approve' && c.req.header('content-type')?.includes('json');
      const options = hasBody ? parseWith(approvalSchema, await readJson(c)) : {};
      const moved = await moveMember(c.var.db, id, move, await actorOf(c), options);
      if (move === 'approve' || move === 'decline')
        await tellApplicant(c.var.db, c.var.station.now(), id, { move, role: moved.role });
      return c.json(moved);
    });
  }
  return app
    .put('/members/:id/role', async (c) => {
      const id = parseUuidOrText(c.req.param('id'));
      const { role } = parseWith(roleChangeSchema, await readJson(c));
      return c.json(await changeRole(c.var.db, id, role, await actorOf(c)));
    })
    .put('/members/:id/dj', async (c) => {
      const id = parseUuidOrText(c.req.param('id'));
      const { djId } = parseWith(djLinkSchema, await readJson(c));
      return c.json(await linkDj(c.var.db, id, djId?.toLowerCase() ?? null, await actorOf(c)));
    })
    .delete('/members/:id', async (c) => {
      await removeMember(c.var.db, parseUuidOrText(c.req.param('id')), await actorOf(c));
      return c.body(null, 204);
    })
    .post('/invitations', async (c) => {
      const input = parseWith(invitationInputSchema, await readJson(c));
      const invitation = await createInvitation({ ...deps, db: c.var.db }, input, await actorOf(c));
      return c.json({ invitation }, 201);
    })
    .post('/invitations/:id/revoke', async (c) => {
      const id = parseUuidParam(c.req.param('id'), INVITATION_NOT_FOUND);
      await revokeInvitation(c.var.db, id, await actorOf(c));
      return c.body(null, 204);
    });
}

/** Account ids are better-auth's random strings: anything else cannot name a member. */
function parseUuidOrText(value: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new HttpError(404, 'not_found', MEMBER_NOT_FOUND);
  return value;
}

/**
 * GET /api/invitations/:token: open to anyone holding the link, before any session, so the
 * sign-up form can fill in the invited address or say why the link no longer works.
 */
export function invitationLookupRoutes() {
  return new Hono<AppEnv>().get('/:token', async (c) => {
    const token = invitationTokenField.safeParse(c.req.param('token'));
    // A malformed token matches no invitation: the same answer as an unknown one.
    const invitation = await lookUpInvitation(c.var.db, token.success ? token.data : '');
    return c.json({ invitation });
  });
}
