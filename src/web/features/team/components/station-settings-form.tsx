import { useState, type FormEvent, type ReactNode } from 'react';
import type {
  StationSettings,
  StationSettingsChange,
} from '../../../../shared/team/station-settings';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { ConfirmDialogProps } from '../../../components/ui/dialog-parts';
import { ErrorBox } from '../../../components/ui/error-box';
import {
  useSaveStationSettings,
  type SaveStationSettingsOptions,
} from '../hooks/use-save-station-settings';
import { WithStationSettings } from './with-station-settings';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';

type Props<K extends keyof StationSettings, D> = {
  /** The settings the form edits: its values start from them, and start over when they change. */
  names: readonly K[];
  /** The form's values when they are not simply the settings (e.g. a number typed as text). */
  initial?: (saved: StationSettings) => D;
  /** What a submit sends; by default the values that differ from the saved ones. */
  change?: (draft: D, saved: StationSettings) => StationSettingsChange;
  /** A question asked before some changes are sent (`when`), about the form's values. */
  confirm?: {
    when: (change: StationSettingsChange) => boolean;
    ask: (draft: D) => Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel'>;
  };
  save: SaveStationSettingsOptions;
  submitLabel: string;
  /** The form's accessible name, when its card holds more than one form. */
  label?: string;
  className?: string;
  /** The form's own fields, over its values (`fields`: the server's messages at its fields). */
  children: (form: {
    draft: D;
    set: (patch: Partial<D>) => void;
    fields: Record<string, string>;
    saved: StationSettings;
  }) => ReactNode;
};

/**
 * The one shape of a Station Settings form (a card's, or a second one inside a card): the saved
 * settings loaded, the form's values from them, a refusal on top (or at its fields), and a submit
 * that sends only what changed — or says "Nothing to save" — and says "Saving…" meanwhile.
 * Each section gives only its settings, its texts and its fields.
 */
export function StationSettingsForm<
  K extends keyof StationSettings,
  D extends object = Pick<StationSettings, K>,
>(props: Props<K, D>) {
  return (
    <WithStationSettings resetOn={props.names}>
      {(saved) => <DraftForm {...props} saved={saved} />}
    </WithStationSettings>
  );
}

function DraftForm<K extends keyof StationSettings, D extends object>({
  saved,
  names,
  initial,
  change = changedSettings,
  confirm,
  save: options,
  submitLabel,
  label,
  className = 'space-y-6',
  children,
}: Props<K, D> & { saved: StationSettings }) {
  // Without `initial` the values are the named settings themselves (D is their Pick).
  const [draft, setDraft] = useState<D>(
    () => initial?.(saved) ?? (Object.fromEntries(names.map((n) => [n, saved[n]])) as D),
  );
  const t = useT(settings);
  const [asking, setAsking] = useState(false);
  const save = useSaveStationSettings(options);
  const set = (patch: Partial<D>) => setDraft((before) => ({ ...before, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = change(draft, saved);
    if (save.nothingToSave(next)) return;
    if (confirm?.when(next)) setAsking(true);
    else save.save(next);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label} className={className}>
      {save.failure ? <ErrorBox>{save.failure}</ErrorBox> : null}
      {children({ draft, set, fields: save.fields, saved })}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('settings:saving') : submitLabel}
      </Button>
      {confirm ? (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          {...confirm.ask(draft)}
          onConfirm={() => {
            setAsking(false);
            save.save(change(draft, saved));
          }}
        />
      ) : null}
    </form>
  );
}

/** The form's values that differ from the saved settings (its values are named as they are). */
function changedSettings(draft: object, saved: StationSettings): StationSettingsChange {
  return Object.fromEntries(
    Object.entries(draft).filter(([name, value]) => value !== saved[name as keyof StationSettings]),
  );
}
