import { WithStationSettings } from './with-station-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ACTIVITY_RETENTION_MAX_DAYS,
  ACTIVITY_RETENTION_MIN_DAYS,
  type StationSettings,
  type StationSettingsChange,
} from '../../../../shared/team/station-settings';
import { DrawnAfterPaint } from '../../../components/drawn-after-paint';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { CheckOption } from '../../../components/ui/check-option';
import { TextField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { accessQueryKey, teamQueryKey } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSaveStationSettings } from '../hooks/use-save-station-settings';
import { useStationSettings } from '../hooks/use-team';
import { BackupsSection } from '../../backups/components/backups-section';
import { ChoiceGroup } from './choice-group';
import { DomainListEditor } from './domain-list-editor';
import { ManagersOnly } from './managers-only';
import { PublicScheduleSettings } from './public-schedule-section';
import { StationIdentitySettings } from './station-identity-settings';
import { StationScheduleSettings } from './station-schedule-settings';
import { StationFillInSettings } from './station-fill-in-settings';
import { DJ_PERMISSION_OPTIONS, SIGNUP_POLICY_OPTIONS } from './settings-texts';
import { WebhooksSection } from '../../webhooks/components/webhooks-section';
import { SeasonsSection } from '../../seasons/components/seasons-section';
import { CategoriesSection } from '../../categories/components/categories-section';
import { ReportSettings } from './report-settings';

/** Station Settings (managers only): the station, who may join and what DJs may do. */
export function StationSettingsPage() {
  useDocumentTitle('Station Settings');
  return (
    <div className="space-y-8">
      <PageHeader
        title="Station Settings"
        subtitle="The station's name, time zone and schedule rules, fill-ins, who may join the station, what its members may do, what listeners see, its content categories and reports, and the station's webhooks and backups."
      />
      <ManagersOnly
        action="settings.manage"
        title="Only station managers can change the station settings."
      >
        <StationIdentitySettings />
        <StationScheduleSettings />
        <BelowTheFirstScreen />
      </ManagersOnly>
    </div>
  );
}

/**
 * The sections below the first screen (the fill-ins start ~1,600 px down at 1440 × 900): drawn
 * once the first screen's sections have painted the settings they show.
 */
function BelowTheFirstScreen() {
  const settings = useStationSettings();
  return (
    <DrawnAfterPaint ready={!settings.isPending}>
      <StationFillInSettings />
      <SettingsLoader />
      <PublicScheduleSettings />
      <SeasonsSection />
      <CategoriesSection />
      <ReportSettings />
      <WebhooksSection />
      <BackupsSection />
    </DrawnAfterPaint>
  );
}

function SettingsLoader() {
  // A fresh form for each saved version, so a colleague's change shows after it lands.
  return (
    <WithStationSettings>
      {(saved) => <SettingsForm key={JSON.stringify(saved)} saved={saved} />}
    </WithStationSettings>
  );
}

function SettingsForm({ saved }: { saved: StationSettings }) {
  const [draft, setDraft] = useState<StationSettings>(saved);
  const [retention, setRetention] = useState(String(saved.activityRetentionDays));
  const queryClient = useQueryClient();
  const save = useSaveStationSettings({
    saved: { title: 'Settings saved', message: 'Policy changes apply to the next sign-in.' },
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
      void queryClient.invalidateQueries({ queryKey: accessQueryKey });
    },
  });
  const { fields, failure } = save;
  const set = <K extends keyof StationSettings>(key: K, value: StationSettings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.clear();
    const days = Number(retention);
    const next = { ...draft, activityRetentionDays: retention.trim() === '' ? Number.NaN : days };
    const change: StationSettingsChange = {};
    for (const key of Object.keys(next) as (keyof StationSettings)[]) {
      if (JSON.stringify(next[key]) !== JSON.stringify(saved[key])) {
        Object.assign(change, { [key]: Number.isNaN(next[key]) ? null : next[key] });
      }
    }
    if (!save.nothingToSave(change)) save.save(change);
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-8">
      {failure ? <ErrorBox>{failure}</ErrorBox> : null}
      <ChoiceGroup
        legend="Sign-up policy"
        name="signupPolicy"
        value={draft.signupPolicy}
        options={SIGNUP_POLICY_OPTIONS}
        onChange={(v) => set('signupPolicy', v)}
      />
      <DomainListEditor
        domains={draft.autoApproveDomains}
        onChange={(v) => set('autoApproveDomains', v)}
        serverError={firstFieldError(fields, 'autoApproveDomains')}
      />
      <ChoiceGroup
        legend="What DJs may do"
        name="djPermissions"
        value={draft.djPermissions}
        options={DJ_PERMISSION_OPTIONS}
        onChange={(v) => set('djPermissions', v)}
      />
      <CheckOption
        className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
        checked={draft.weekStatusManagersOnly}
        onChange={(event) => set('weekStatusManagersOnly', event.target.checked)}
        title="Only station managers may finalize, revert and delete weeks"
        detail="A week's status is then the managers' to change. DJs still change the shows in a week (finalized ones too, where no shows overlap) as far as the setting above allows."
      />
      <TextField
        label="Keep the activity log for (days)"
        hint={`Between ${ACTIVITY_RETENTION_MIN_DAYS} and ${ACTIVITY_RETENTION_MAX_DAYS} days; older entries are deleted.`}
        error={fields.activityRetentionDays}
        className="max-w-xs"
        type="number"
        inputMode="numeric"
        min={ACTIVITY_RETENTION_MIN_DAYS}
        max={ACTIVITY_RETENTION_MAX_DAYS}
        value={retention}
        onValueChange={setRetention}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
        <p className="text-sm text-slate-600">Policy changes apply to the next sign-in.</p>
      </div>
    </form>
  );
}

function firstFieldError(fields: Record<string, string>, prefix: string): string | undefined {
  const key = Object.keys(fields).find((k) => k === prefix || k.startsWith(`${prefix}.`));
  return key ? fields[key] : undefined;
}
