import type { DjPermissionPreset, SignupPolicy } from '../../../../shared/team/station-settings';
import type { KeyOf } from '../../../i18n/translate';

type Choice<T> = { value: T; label: KeyOf<'settings'>; description: KeyOf<'settings'> };

/** Each sign-up policy in a plain sentence: what happens after someone confirms their e-mail. */
export const SIGNUP_POLICY_OPTIONS: Choice<SignupPolicy>[] = [
  {
    value: 'approval',
    label: 'settings:access.approval',
    description: 'settings:access.approvalHint',
  },
  { value: 'open', label: 'settings:access.open', description: 'settings:access.openHint' },
  { value: 'invite', label: 'settings:access.invite', description: 'settings:access.inviteHint' },
];

/** What DJs may do, each preset explained. */
export const DJ_PERMISSION_OPTIONS: Choice<DjPermissionPreset>[] = [
  {
    value: 'everything',
    label: 'settings:access.everything',
    description: 'settings:access.everythingHint',
  },
  {
    value: 'own-shows',
    label: 'settings:access.ownShows',
    description: 'settings:access.ownShowsHint',
  },
  {
    value: 'view-only',
    label: 'settings:access.viewOnly',
    description: 'settings:access.viewOnlyHint',
  },
];

/** A table of choices said in the reader's language, for a ChoiceGroup. */
export function saidChoices<T>(
  t: (key: KeyOf<'settings'>) => string,
  choices: readonly Choice<T>[],
) {
  return choices.map(({ value, label, description }) => ({
    value,
    label: t(label),
    description: t(description),
  }));
}
