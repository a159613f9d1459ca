import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REPORT_SETTINGS_TEXTS as T } from '../../../../shared/messages/report-settings';
import {
  REPORT_PAPER_SIZES,
  type ReportPaperSize,
  type StationSettings,
} from '../../../../shared/team/station-settings';
import { SettingsCard } from '../../../components/settings-card';
import { Button } from '../../../components/ui/button';
import { CheckOption } from '../../../components/ui/check-option';
import { ErrorBox } from '../../../components/ui/error-box';
import { accessQueryKey, teamQueryKey } from '../../../lib/query-keys';
import { useSaveStationSettings } from '../hooks/use-save-station-settings';
import { ChoiceGroup } from './choice-group';
import { WithStationSettings } from './with-station-settings';

const PAPER_OPTIONS = REPORT_PAPER_SIZES.map((value) => ({ value, ...T.paper[value] }));

/**
 * Station Settings → Reports (issue 36): whether every member may open Reports, read-only, and
 * the paper its PDF is laid out for.
 */
export function ReportSettings() {
  return (
    <SettingsCard heading={T.heading} intro={T.intro}>
      <WithStationSettings>
        {(saved) => (
          <ReportForm
            key={`${saved.reportsOpenToMembers}|${saved.reportPaperSize}`}
            saved={saved}
          />
        )}
      </WithStationSettings>
    </SettingsCard>
  );
}

function ReportForm({ saved }: { saved: StationSettings }) {
  const [open, setOpen] = useState(saved.reportsOpenToMembers);
  const [paper, setPaper] = useState<ReportPaperSize>(saved.reportPaperSize);
  const queryClient = useQueryClient();
  const save = useSaveStationSettings({
    saved: { title: T.saved },
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
      void queryClient.invalidateQueries({ queryKey: accessQueryKey });
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const change = {
      ...(open !== saved.reportsOpenToMembers && { reportsOpenToMembers: open }),
      ...(paper !== saved.reportPaperSize && { reportPaperSize: paper }),
    };
    if (!save.nothingToSave(change)) save.save(change);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={T.heading} className="space-y-6">
      {save.failure ? <ErrorBox>{save.failure}</ErrorBox> : null}
      <CheckOption
        className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        title={T.openLabel}
        detail={T.openDetail}
      />
      <ChoiceGroup
        legend={T.paperLegend}
        name="reportPaperSize"
        value={paper}
        options={PAPER_OPTIONS}
        onChange={setPaper}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : T.save}
      </Button>
    </form>
  );
}
