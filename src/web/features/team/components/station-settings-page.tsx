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
import { DJ_PERMISSION_OPTIONS, saidChoices, SIGNUP_POLICY_OPTIONS } from './settings-texts';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';
import { WebhooksSection } from '../../webhooks/components/webhooks-section';
import { SeasonsSection } from '../../seasons/components/seasons-section';
import { CategoriesSection } from '../../categories/components/categories-section';
import { ReportSettings } from './report-settings';

/** Station Settings (managers only): the station, who may join and what DJs may do. */
export function StationSettingsPage() {
  const t = useT(settings);
  useDocumentTitle(t('settings:title'));
  return (
    <div className="space-y-8">
      <PageHeader title={t('settings:title')} subtitle={t('settings:subtitle')} />
      <ManagersOnly
        action="settings.manage"
        title={t('settings:managersOnly')}
        viewersRefused={t('settings:viewersRefused')}
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
  const t = useT(settings);
  const [draft, setDraft] = useState<StationSettings>(saved);
  const [retention, setRetention] = useState(String(saved.activityRetentionDays));
  const queryClient = useQueryClient();
  const save = useSaveStationSettings({
    saved: { title: t('settings:access.saved'), message: t('settings:access.appliesNext') },
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
        legend={t('settings:access.signupLegend')}
        name="signupPolicy"
        value={draft.signupPolicy}
        options={saidChoices(t, SIGNUP_POLICY_OPTIONS)}
        onChange={(v) => set('signupPolicy', v)}
      />
      <DomainListEditor
        domains={draft.autoApproveDomains}
        onChange={(v) => set('autoApproveDomains', v)}
        serverError={firstFieldError(fields, 'autoApproveDomains')}
      />
      <ChoiceGroup
        legend={t('settings:access.djLegend')}
        name="djPermissions"
        value={draft.djPermissions}
        options={saidChoices(t, DJ_PERMISSION_OPTIONS)}
        onChange={(v) => set('djPermissions', v)}
      />
      <CheckOption
        className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
        checked={draft.weekStatusManagersOnly}
        onChange={(event) => set('weekStatusManagersOnly', event.target.checked)}
        title={t('settings:access.weekStatus')}
        detail={t('settings:access.weekStatusHint')}
      />
      <TextField
        label={t('settings:access.retentionLabel')}
        hint={t('settings:access.retentionHint', {
          min: String(ACTIVITY_RETENTION_MIN_DAYS),
          max: String(ACTIVITY_RETENTION_MAX_DAYS),
        })}
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
          {save.isPending ? t('settings:saving') : t('settings:access.save')}
        </Button>
        <p className="text-sm text-slate-600">{t('settings:access.appliesNext')}</p>
      </div>
    </form>
  );
}

function firstFieldError(fields: Record<string, string>, prefix: string): string | undefined {
  const key = Object.keys(fields).find((k) => k === prefix || k.startsWith(`${prefix}.`));
  return key ? fields[key] : undefined;
}
