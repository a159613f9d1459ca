import { REPORT_SETTINGS_TEXTS as T } from '../../../../shared/messages/report-settings';
import { REPORT_PAPER_SIZES } from '../../../../shared/team/station-settings';
import { SettingsCard } from '../../../components/settings-card';
import { CheckOption } from '../../../components/ui/check-option';
import { accessQueryKey, teamQueryKey } from '../../../lib/query-keys';
import { readAnew } from '../hooks/use-save-station-settings';
import { ChoiceGroup } from './choice-group';
import { StationSettingsForm } from './station-settings-form';

const PAPER_OPTIONS = REPORT_PAPER_SIZES.map((value) => ({ value, ...T.paper[value] }));

/**
 * Station Settings → Reports (issue 36): whether every member may open Reports, read-only, and
 * the paper its PDF is laid out for.
 */
export function ReportSettings() {
  return (
    <SettingsCard heading={T.heading} intro={T.intro}>
      <StationSettingsForm
        names={['reportsOpenToMembers', 'reportPaperSize']}
        save={{
          saved: { title: T.saved },
          refresh: readAnew(teamQueryKey, accessQueryKey),
        }}
        submitLabel={T.save}
        label={T.heading}
      >
        {({ draft, set }) => (
          <>
            <CheckOption
              className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
              checked={draft.reportsOpenToMembers}
              onChange={(event) => set({ reportsOpenToMembers: event.target.checked })}
              title={T.openLabel}
              detail={T.openDetail}
            />
            <ChoiceGroup
              legend={T.paperLegend}
              name="reportPaperSize"
              value={draft.reportPaperSize}
              options={PAPER_OPTIONS}
              onChange={(reportPaperSize) => set({ reportPaperSize })}
            />
          </>
        )}
      </StationSettingsForm>
    </SettingsCard>
  );
}
