import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTIONS, can, permission, type Action } from './permissions';
import { DJ_PERMISSION_PRESETS, type AccessSettings } from './station-settings';
import { ROLES } from './roles';

const settings = (s: Partial<AccessSettings> = {}): AccessSettings => ({
  djPermissions: 'everything',
  weekStatusManagersOnly: false,
  ...s,
});

describe('permission table', () => {
  const schedule: Action[] = ['schedule.edit', 'shows.edit', 'djs.edit'];
  const cases: [string, Action, Partial<AccessSettings>, boolean][] = [
    ['Station Manager', 'team.manage', {}, true],
    ['Station Manager', 'week.delete', { weekStatusManagersOnly: true }, true],
    ['Station Manager', 'shows.edit', { djPermissions: 'view-only' }, true],
    ['DJ', 'schedule.edit', {}, true],
    ['DJ', 'week.finalize', {}, true],
    ['DJ', 'week.finalize', { weekStatusManagersOnly: true }, false],
    ['DJ', 'week.revert', { weekStatusManagersOnly: true }, false],
    ['DJ', 'week.delete', { weekStatusManagersOnly: true }, false],
    ['DJ', 'schedule.edit', { weekStatusManagersOnly: true }, true],
    ['DJ', 'team.manage', {}, false],
    ['DJ', 'settings.manage', {}, false],
    ['DJ', 'activity.viewStation', {}, false],
    ['DJ', 'schedule.edit', { djPermissions: 'own-shows' }, false],
    ['DJ', 'shows.edit', { djPermissions: 'own-shows' }, false],
    ['DJ', 'shows.editOwnDetails', { djPermissions: 'own-shows' }, true],
    ['DJ', 'djs.editOwn', { djPermissions: 'own-shows' }, true],
    ['DJ', 'djs.edit', { djPermissions: 'own-shows' }, false],
    ['DJ', 'week.finalize', { djPermissions: 'own-shows' }, false],
    ['DJ', 'shows.editOwnDetails', { djPermissions: 'view-only' }, false],
    ['DJ', 'schedule.edit', { djPermissions: 'view-only' }, false],
    ['DJ', 'away.editOwn', {}, true],
    ['DJ', 'away.editOwn', { djPermissions: 'own-shows' }, true],
    ['DJ', 'away.editOwn', { djPermissions: 'view-only' }, true],
    ['DJ', 'away.edit', {}, false],
    ['Viewer', 'away.editOwn', {}, false],
    ['Station Manager', 'away.edit', { djPermissions: 'view-only' }, true],
    ['Viewer', 'schedule.edit', {}, false],
    ['Viewer', 'shows.editOwnDetails', {}, false],
    ['Viewer', 'week.finalize', {}, false],
  ];
  it.each(cases)('%s %s under %j → %s', (role, action, s, allowed) => {
    expect(can(role as never, action, settings(s))).toBe(allowed);
  });

  it('under "everything" a DJ may do what the spec lets every signed-in user do', () => {
    for (const action of schedule) expect(can('DJ', action, settings())).toBe(true);
  });

  it('every refusal carries a sentence to show the member', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.constantFrom(...ACTIONS),
        fc.constantFrom(...DJ_PERMISSION_PRESETS),
        fc.boolean(),
        (role, action, djPermissions, weekStatusManagersOnly) => {
          const p = permission(role, action, { djPermissions, weekStatusManagersOnly });
          if (!p.allowed) expect(p.reason).toMatch(/^[A-Z].+\.$/);
        },
      ),
    );
  });

  it('a manager may do everything; a viewer nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACTIONS),
        fc.constantFrom(...DJ_PERMISSION_PRESETS),
        fc.boolean(),
        (action, djPermissions, weekStatusManagersOnly) => {
          const s = { djPermissions, weekStatusManagersOnly };
          expect(can('Station Manager', action, s)).toBe(true);
          expect(can('Viewer', action, s)).toBe(false);
        },
      ),
    );
  });
});
