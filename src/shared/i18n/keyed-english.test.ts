import { describe, expect, it } from 'vitest';
import '../schemas/account';
import '../schemas/away';
import '../schemas/embed-options';
import '../schemas/series';
import '../schedule/copy-week';
import '../schedule/seasons';
import '../schemas/dj';
import '../schemas/schedule';
import '../schemas/show';
import '../schemas/team';
import { ACTIONS, permission } from '../team/permissions';
import { ROLES } from '../team/roles';
import { DJ_PERMISSION_PRESETS } from '../team/station-settings';
import { isLocalText, KEYED_FIELD_MESSAGES, type LocalText } from './local-text';
import { translatorFor, type Translate } from './translator';

/**
 * The browser still reads the shared schemas' and the permission table's English (decision
 * 0074, "Refusals and e-mails"); the server says their keys. Both must be the same words.
 */
const say = (t: Translate, text: LocalText): string =>
  t(
    text.key,
    Object.fromEntries(
      Object.entries(text.values ?? {}).map(([k, v]) => [
        k,
        isLocalText(v) ? say(t, v) : (v as string | number),
      ]),
    ),
  );

describe('keyed English', () => {
  it('every keyed field message says in English what the English catalog says', async () => {
    const { t } = await translatorFor('en');
    expect(KEYED_FIELD_MESSAGES.length).toBeGreaterThan(30);
    for (const { text, english } of KEYED_FIELD_MESSAGES) expect(say(t, text)).toBe(english);
  });

  it('every permission refusal is the catalog English of its key', async () => {
    const { t } = await translatorFor('en');
    for (const role of ROLES)
      for (const action of ACTIONS)
        for (const djPermissions of DJ_PERMISSION_PRESETS)
          for (const weekStatusManagersOnly of [false, true]) {
            const p = permission(role, action, { djPermissions, weekStatusManagersOnly });
            if (!p.allowed) expect(say(t, p.text!)).toBe(p.reason);
          }
  });
});
