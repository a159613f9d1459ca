import { useId, useState } from 'react';
import { IMPORT_ACCEPT } from '../../../../shared/exchange/import-plan/import-limits';
import { CancelAndSubmit } from '../../../components/ui/cancel-and-submit';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useConfirmImport, useImportPreview } from '../hooks/use-import';
import { confirmLabel, useExchangeWords } from '../import-texts';
import { common } from '../../../i18n/namespaces/common';
import { exchange } from '../../../i18n/namespaces/exchange';
import { useT } from '../../../i18n/use-t';
import { ImportPreview } from './import-preview';
import type { SeriesChoice } from '../../../../shared/exchange/import-plan/import-plan';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { SeriesChoices } from './series-choices';

/** The Import dialog: choose a file, read the preview, then confirm or cancel. */
export function ImportDialog({
  weekId,
  open,
  onOpenChange,
}: {
  weekId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(exchange);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('exchange:import.title')}
      description={t('exchange:import.description')}
      className="sm:max-w-xl"
    >
      {/* Keyed by week so reopening on another week starts afresh. */}
      {open ? <ImportForm key={weekId} weekId={weekId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ImportForm({ weekId, onDone }: { weekId: string; onDone: () => void }) {
  const t = useT(exchange, common);
  const words = useExchangeWords();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [file, setFile] = useState<File | null>(null);
  const [sourceWeek, setSourceWeek] = useState<string | null>(null);
  const [seriesChoices, setSeriesChoices] = useState<Record<string, SeriesChoice>>({});
  const preview = useImportPreview();
  const confirm = useConfirmImport();
  const once = useSingleSubmit();

  const read = (
    chosen: File | null,
    week: string | null,
    choices: Record<string, SeriesChoice> = {},
  ) => {
    setFile(chosen);
    setSourceWeek(week);
    setSeriesChoices(choices);
    confirm.reset();
    if (chosen) preview.mutate({ weekId, file: chosen, sourceWeek: week, seriesChoices: choices });
    else preview.reset();
  };
  // A changed choice is previewed again: the plan (and what it would overlap) is the server's.
  const choose = (key: string, choice: SeriesChoice) =>
    read(file, sourceWeek, { ...seriesChoices, [key]: choice });
  const submit = once.guard(async () => {
    if (!canConfirm) return;
    try {
      await confirm.mutateAsync({
        request: { weekId, file, sourceWeek, seriesChoices },
        idempotencyKey: once.key,
      });
      once.saved();
      onDone();
    } catch {
      // The error box says why; nothing was imported.
    }
  });

  const plan = preview.data;
  const canConfirm =
    file !== null && plan !== undefined && !plan.blocker && plan.placements.length > 0;
  const failure = preview.error ?? confirm.error;

  return (
    <form
      noValidate
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {t('exchange:import.fileLabel')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={IMPORT_ACCEPT}
          aria-describedby={hintId}
          disabled={once.busy}
          onChange={(event) => read(event.target.files?.[0] ?? null, null)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
        />
        <p id={hintId} className="text-xs text-slate-500">
          {t('exchange:import.fileHint')}
        </p>
      </div>
      {failure ? (
        <ErrorBox detail={confirm.error ? t('exchange:import.nothingImported') : undefined}>
          {confirm.error
            ? t('exchange:import.failed', { reason: errorMessage(failure) })
            : errorMessage(failure)}
        </ErrorBox>
      ) : null}
      {preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {t('exchange:import.reading')}
        </p>
      ) : null}
      {plan && !preview.isPending ? (
        <>
          <SeriesChoices options={plan.seriesOptions} onChoose={choose} disabled={once.busy} />
          <ImportPreview plan={plan} onUseWeek={(week) => read(file, week)} />
        </>
      ) : null}
      <CancelAndSubmit
        onCancel={onDone}
        cancelText={t('common:cancel')}
        disabled={!canConfirm}
        pending={once.busy}
        pendingText={t('exchange:import.importing')}
      >
        {plan && canConfirm ? confirmLabel(words, plan) : t('exchange:import.confirm')}
      </CancelAndSubmit>
    </form>
  );
}
