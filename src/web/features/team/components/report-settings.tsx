import { REPORT_PAPER_SIZES } from '../../../../shared/team/station-settings';
import { SettingsCard } from '../../../components/settings-card';
import { CheckOption } from '../../../components/ui/check-option';
import { accessQueryKey, teamQueryKey } from '../../../lib/query-keys';
import { readAnew } from '../hooks/use-save-station-settings';
import { ChoiceGroup } from './choice-group';
import { StationSettingsForm } from './station-settings-form';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';
import type { KeyOf } from '../../../i18n/translate';
import type { ReportPaperSize } from '../../../../shared/team/station-settings';

const PAPER: Record<ReportPaperSize, [KeyOf<'settings'>, KeyOf<'settings'>]> = {
  a4: ['settings:reports.a4', 'settings:reports.a4Hint'],
  letter: ['settings:reports.letter', 'settings:reports.letterHint'],
};

/**
 * Station Settings → Reports (issue 36): whether every member may open Reports, read-only, and
 * the paper its PDF is laid out for.
 */
export function ReportSettings() {
  const t = useT(settings);
  const heading = t('settings:reports.heading');
  const paperOptions = REPORT_PAPER_SIZES.map((value) => ({
    value,
    label: t(PAPER[value][0]),
    description: t(PAPER[value][1]),
  }));
  return (
    <SettingsCard heading={heading} intro={t('settings:reports.intro')}>
      <StationSettingsForm
        names={['reportsOpenToMembers', 'reportPaperSize']}
        save={{
          saved: { title: t('settings:reports.saved') },
          refresh: readAnew(teamQueryKey, accessQueryKey),
        }}
        submitLabel={t('settings:reports.save')}
        label={heading}
      >
        {({ draft, set }) => (
          <>
            <CheckOption
              className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
              checked={draft.reportsOpenToMembers}
              onChange={(event) => set({ reportsOpenToMembers: event.target.checked })}
              title={t('settings:reports.openLabel')}
              detail={t('settings:reports.openDetail')}
            />
            <ChoiceGroup
              legend={t('settings:reports.paperLegend')}
              name="reportPaperSize"
              value={draft.reportPaperSize}
              options={paperOptions}
              onChange={(reportPaperSize) => set({ reportPaperSize })}
            />
          </>
        )}
      </StationSettingsForm>
    </SettingsCard>
  );
}
