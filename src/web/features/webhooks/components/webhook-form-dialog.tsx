import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  WEBHOOK_DEFAULT_LEAD_MINUTES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LEAD_MINUTES_MAX,
  WEBHOOK_LEAD_MINUTES_MIN,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../../../../shared/webhooks/webhooks';
import { webhookEndpointSchema } from '../../../../shared/schemas/webhooks';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { CheckOption } from '../../../components/ui/check-option';
import { FieldError, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { webhooks as webhookTexts } from '../../../i18n/namespaces/webhooks';
import { useT } from '../../../i18n/use-t';
import { checkWords, WEBHOOK_EVENT_WORDS } from '../webhook-words';
import { createWebhook, updateWebhook, webhooksQueryKey } from '../api/webhooks-api';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint to change; a new one when absent. */
  endpoint?: WebhookEndpoint;
  /** A new endpoint's secret, to be shown once. */
  onCreated?: (secret: string) => void;
};

/** Add or change a webhook: its address, the events it hears of and the starting-soon lead. */
export function WebhookFormDialog({ open, onOpenChange, endpoint, onCreated }: Props) {
  const t = useT(webhookTexts);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={endpoint ? t('webhooks:form.editTitle') : t('webhooks:add')}
      description={t('webhooks:form.description')}
      className="max-w-lg"
    >
      {open ? (
        <WebhookForm endpoint={endpoint} onDone={() => onOpenChange(false)} onCreated={onCreated} />
      ) : null}
    </Dialog>
  );
}

function WebhookForm({
  endpoint,
  onDone,
  onCreated,
}: {
  endpoint?: WebhookEndpoint;
  onDone: () => void;
  onCreated?: (secret: string) => void;
}) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? []);
  const [lead, setLead] = useState(String(endpoint?.leadMinutes ?? WEBHOOK_DEFAULT_LEAD_MINUTES));
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const once = useSingleSubmit();
  const t = useT(webhookTexts);

  const save = useMutation({
    mutationFn: async (input: Parameters<typeof createWebhook>[0]) => {
      if (endpoint) {
        await updateWebhook({ id: endpoint.id, input });
        return null;
      }
      return (await createWebhook(input, once.key)).secret;
    },
    onSuccess: (secret) => {
      once.saved();
      void queryClient.invalidateQueries({ queryKey: webhooksQueryKey });
      toast.success(endpoint ? t('webhooks:toast.saved') : t('webhooks:toast.added'));
      onDone();
      if (secret) onCreated?.(secret);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setFields(error.fields);
      else setFailure(errorMessage(error));
    },
  });

  const submit = once.guard(async (event) => {
    event?.preventDefault();
    setFields({});
    setFailure(null);
    const input = {
      url,
      description,
      events,
      // The lead time matters (and is shown) only with "show starting soon".
      leadMinutes: !events.includes('show.startingSoon')
        ? (endpoint?.leadMinutes ?? WEBHOOK_DEFAULT_LEAD_MINUTES)
        : lead.trim() === ''
          ? Number.NaN
          : Number(lead),
      enabled,
    };
    const checked = webhookEndpointSchema.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        found[String(issue.path[0])] ??= checkWords(issue, t);
      }
      setFields(found);
      return;
    }
    // A refusal is shown by onError; the form stays open for another try.
    await save.mutateAsync(checked.data).catch(() => undefined);
  });

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((list) => (on ? [...list, type] : list.filter((other) => other !== type)));

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      {failure ? <ErrorBox>{failure}</ErrorBox> : null}
      <TextField
        label={t('webhooks:form.address')}
        hint={t('webhooks:form.addressHint')}
        error={fields.url}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/hooks/radio"
        value={url}
        onValueChange={setUrl}
      />
      <TextField
        label={t('webhooks:form.descriptionLabel')}
        labelNote={t('webhooks:form.optional')}
        error={fields.description}
        maxLength={200}
        placeholder={t('webhooks:form.descriptionPlaceholder')}
        value={description}
        onValueChange={setDescription}
      />
      <fieldset aria-describedby={fields.events ? 'webhook-events-error' : undefined}>
        <legend className="text-sm font-medium text-slate-700">{t('webhooks:events')}</legend>
        <div className="mt-2 space-y-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckOption
              key={type}
              checked={events.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
              title={t(WEBHOOK_EVENT_WORDS[type].title)}
              detail={t(WEBHOOK_EVENT_WORDS[type].detail)}
            />
          ))}
        </div>
        <FieldError id="webhook-events-error" error={fields.events} className="mt-1" />
      </fieldset>
      {events.includes('show.startingSoon') ? (
        <TextField
          label={t('webhooks:form.lead')}
          hint={t('webhooks:form.leadHint', {
            min: String(WEBHOOK_LEAD_MINUTES_MIN),
            max: String(WEBHOOK_LEAD_MINUTES_MAX),
          })}
          error={fields.leadMinutes}
          className="max-w-xs"
          type="number"
          inputMode="numeric"
          min={WEBHOOK_LEAD_MINUTES_MIN}
          max={WEBHOOK_LEAD_MINUTES_MAX}
          value={lead}
          onValueChange={setLead}
        />
      ) : null}
      <CheckOption
        checked={enabled}
        onChange={(e) => setEnabled(e.target.checked)}
        title={t('webhooks:form.enabled')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('webhooks:form.cancel')}
        </Button>
        <Button type="submit" disabled={once.busy}>
          {once.busy
            ? t('webhooks:form.saving')
            : endpoint
              ? t('webhooks:form.save')
              : t('webhooks:add')}
        </Button>
      </div>
    </form>
  );
}
