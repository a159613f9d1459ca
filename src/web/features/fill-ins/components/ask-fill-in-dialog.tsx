import { useState } from 'react';
import type { FillInAiringRef } from '../../../../shared/fill-ins/airing-ref';
import { FILL_IN_NOTE_MAX } from '../../../../shared/schemas/fill-ins';
import { CancelAndSubmit } from '../../../components/ui/cancel-and-submit';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-error';
import { useAskFillIn } from '../api/fill-ins-api';

/** The airing a member asks a fill-in for, as the dialog names it. */
export type AskFillInAiring = { showName: string; when: string; ref: FillInAiringRef };

/**
 * "Ask for a fill-in" for one airing, with an optional note (the schedule's block menu and day
 * agenda, and My Shows). A refusal ("A fill-in has already been asked for this airing", "This
 * airing has already started") shows above the buttons and the dialog stays.
 */
export function AskFillInDialog({
  airing,
  onClose,
}: {
  airing: AskFillInAiring;
  onClose: () => void;
}) {
  const t = useT(fillIns);
  const [note, setNote] = useState('');
  const ask = useAskFillIn();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    ask.mutate({ ...airing.ref, note }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('fillIns:askTitle')}
      description={t('fillIns:askLead', { show: airing.showName, when: airing.when })}
    >
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {ask.error ? <ErrorBox>{errorMessage(ask.error)}</ErrorBox> : null}
        <FormField label={t('fillIns:askNoteLabel')} hint={t('fillIns:askNoteHint')}>
          {(field) => (
            <Textarea
              {...field}
              rows={3}
              maxLength={FILL_IN_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        <CancelAndSubmit
          onCancel={onClose}
          pending={ask.isPending}
          pendingText={t('fillIns:asking')}
        >
          {t('fillIns:askSubmit')}
        </CancelAndSubmit>
      </form>
    </Dialog>
  );
}
