import {
  GAP_MINIMUM,
  UNFILLED_FINALIZE_RULES,
  type UnfilledFinalizeRule,
} from '../../../../shared/schedule/unfilled-time';
import { SelectMenu } from '../../../components/ui/select-menu';
import { ChoiceGroup } from './choice-group';
import { StationSettingsForm } from './station-settings-form';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';
import type { KeyOf, Translate } from '../../../i18n/translate';

/** 15 minutes to 6 hours in steps of 15 minutes. */
const MINIMUMS = Array.from(
  { length: (GAP_MINIMUM.max - GAP_MINIMUM.min) / GAP_MINIMUM.step + 1 },
  (_, i) => GAP_MINIMUM.min + i * GAP_MINIMUM.step,
);

/** Minutes as the minimum's choices read: "15 min", "1 h", "1 h 30 min". */
function minimumLabel(t: Translate<'settings'>, total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return t('settings:gaps.minutes', { minutes });
  return minutes === 0
    ? t('settings:gaps.hours', { hours })
    : t('settings:gaps.hoursMinutes', { hours, minutes });
}

const RULE_KEYS: Record<UnfilledFinalizeRule, [KeyOf<'settings'>, KeyOf<'settings'>]> = {
  allow: ['settings:gaps.allow', 'settings:gaps.allowHint'],
  confirm: ['settings:gaps.confirm', 'settings:gaps.confirmHint'],
  refuse: ['settings:gaps.refuse', 'settings:gaps.refuseHint'],
};

/**
 * Station Settings → Schedule, unfilled time (decision 0070): the shortest gap the schedule shows
 * and Finalize questions, and whether weeks with such gaps may be finalized. A second form in the
 * Schedule card, below the overnight rule.
 */
export function UnfilledTimeSettings() {
  const t = useT(settings);
  const legend = t('settings:gaps.ruleLegend');
  const minimumText = t('settings:gaps.minimumLabel');
  const rules = UNFILLED_FINALIZE_RULES.map((value) => ({
    value,
    label: t(RULE_KEYS[value][0]),
    description: t(RULE_KEYS[value][1]),
  }));
  return (
    <StationSettingsForm
      names={['gapMinimumMinutes', 'unfilledFinalizeRule']}
      save={{
        saved: { title: t('settings:gaps.saved') },
        refresh: (_change, queryClient) => void queryClient.invalidateQueries(),
        atFields: false,
      }}
      submitLabel={t('settings:gaps.save')}
      label={legend}
      className="mt-8 space-y-6 border-t border-slate-200 pt-6"
    >
      {({ draft, set }) => (
        <>
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-700">{minimumText}</p>
            <SelectMenu
              label={minimumText}
              value={String(draft.gapMinimumMinutes)}
              options={MINIMUMS.map((m) => ({ value: String(m), label: minimumLabel(t, m) }))}
              onValueChange={(v) => set({ gapMinimumMinutes: Number(v) })}
              className="w-40"
            />
            <p className="text-sm text-slate-600">{t('settings:gaps.minimumHint')}</p>
          </div>
          <ChoiceGroup
            legend={legend}
            name="unfilledFinalizeRule"
            value={draft.unfilledFinalizeRule}
            options={rules}
            onChange={(unfilledFinalizeRule) => set({ unfilledFinalizeRule })}
          />
        </>
      )}
    </StationSettingsForm>
  );
}
