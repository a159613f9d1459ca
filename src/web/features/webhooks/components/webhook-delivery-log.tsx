import type { WebhookDelivery } from '../../../../shared/webhooks/webhooks';
import type { KeyOf } from '../../../i18n/translate';
import { Badge } from '../../../components/ui/badge';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { formatDateTimeSeconds } from '../../../lib/format-date';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { webhooks as webhookTexts } from '../../../i18n/namespaces/webhooks';
import { useT } from '../../../i18n/use-t';
import { useWebhookDeliveries } from '../api/webhooks-api';

const STATUS: Record<WebhookDelivery['status'], { label: KeyOf<'webhooks'>; className: string }> = {
  delivered: {
    label: 'webhooks:status.delivered',
    className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  },
  pending: {
    label: 'webhooks:status.pending',
    className: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  },
  failed: { label: 'webhooks:status.failed', className: 'bg-red-50 text-red-800 ring-red-600/30' },
};

/** The newest deliveries of one endpoint: event, outcome, answer code, attempts, last error. */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const { timeZone } = useViewerZone();
  const t = useT(webhookTexts);
  // To the second: retries are seconds apart.
  const when = (iso: string) => formatDateTimeSeconds(iso, timeZone);
  if (deliveries.isPending) return <LoadingLine text={t('webhooks:log.loading')} />;
  if (deliveries.isError) {
    return (
      <LoadFailure
        title={t('webhooks:log.loadFailed')}
        detail={deliveries.error.message}
        onRetry={() => void deliveries.refetch()}
        retrying={deliveries.isFetching}
      />
    );
  }
  if (deliveries.data.length === 0) {
    return <p className="text-sm text-slate-600">{t('webhooks:log.empty')}</p>;
  }
  return (
    <ul aria-label={t('webhooks:log.label')} className="divide-y divide-slate-100 text-sm">
      {deliveries.data.map((d) => (
        <li key={d.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2">
          <Badge className={STATUS[d.status].className}>{t(STATUS[d.status].label)}</Badge>
          <span className="font-mono text-slate-900">{d.eventType}</span>
          <span className="text-slate-600">{when(d.createdAt)}</span>
          <span className="text-slate-600">
            {d.lastStatusCode !== null
              ? t('webhooks:log.attemptsAnswered', {
                  count: d.attempts,
                  code: String(d.lastStatusCode),
                })
              : t('webhooks:log.attempts', { count: d.attempts })}
          </span>
          {d.lastError ? (
            <span className="w-full break-words text-red-700">{d.lastError}</span>
          ) : null}
          {d.nextAttemptAt && d.attempts > 0 ? (
            <span className="w-full text-slate-600">
              {t('webhooks:log.next', { at: when(d.nextAttemptAt) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
