import { useState } from 'react';
import { WEBHOOK_ENDPOINTS_MAX } from '../../../../shared/webhooks/webhooks';
import { Button } from '../../../components/ui/button';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { webhooks as webhookTexts } from '../../../i18n/namespaces/webhooks';
import { useT } from '../../../i18n/use-t';
import { useWebhookEndpoints } from '../api/webhooks-api';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookFormDialog, WebhookSecretDialog } from './webhook-dialogs';

/**
 * Station Settings' Webhooks section: addresses that playout, social posting and other systems
 * receive published-schedule events at, each with its delivery log and a test button.
 */
export function WebhooksSection() {
  const endpoints = useWebhookEndpoints();
  const t = useT(webhookTexts);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const full = (endpoints.data?.length ?? 0) >= WEBHOOK_ENDPOINTS_MAX;

  return (
    <section aria-labelledby="webhooks-heading" className="max-w-2xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="webhooks-heading" className="text-lg font-semibold text-slate-900">
            {t('webhooks:title')}
          </h2>
          <p className="text-sm text-slate-600">{t('webhooks:intro')}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Button onClick={() => setAdding(true)} disabled={full || !endpoints.isSuccess}>
            {t('webhooks:add')}
          </Button>
          {full ? (
            <p className="text-xs text-slate-600">
              {t('webhooks:full', { max: String(WEBHOOK_ENDPOINTS_MAX) })}
            </p>
          ) : null}
        </div>
      </div>
      {endpoints.isPending ? <LoadingLine text={t('webhooks:loading')} /> : null}
      {endpoints.isError ? (
        <LoadFailure
          title={t('webhooks:loadFailed')}
          detail={endpoints.error.message}
          onRetry={() => void endpoints.refetch()}
          retrying={endpoints.isFetching}
        />
      ) : null}
      {endpoints.isSuccess && endpoints.data.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
          {t('webhooks:none')}
        </p>
      ) : null}
      {endpoints.isSuccess && endpoints.data.length > 0 ? (
        <ul aria-label={t('webhooks:title')} className="space-y-3">
          {endpoints.data.map((endpoint) => (
            <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
          ))}
        </ul>
      ) : null}
      <WebhookFormDialog open={adding} onOpenChange={setAdding} onCreated={setSecret} />
      <WebhookSecretDialog open={secret !== null} secret={secret} onClose={() => setSecret(null)} />
    </section>
  );
}
