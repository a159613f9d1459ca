import type { WebhookDelivery } from '../../../../shared/webhooks/webhooks';
import { Badge } from '../../../components/ui/badge';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { formatDateTimeSeconds } from '../../../lib/format-date';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { useWebhookDeliveries } from '../api/webhooks-api';

const STATUS: Record<WebhookDelivery['status'], { label: string; className: string }> = {
  delivered: {
    label: 'Delivered',
    className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  },
  pending: { label: 'Waiting', className: 'bg-amber-50 text-amber-800 ring-amber-600/30' },
  failed: { label: 'Failed', className: 'bg-red-50 text-red-800 ring-red-600/30' },
};

/** The newest deliveries of one endpoint: event, outcome, answer code, attempts, last error. */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const { timeZone } = useViewerZone();
  // To the second: retries are seconds apart.
  const when = (iso: string) => formatDateTimeSeconds(iso, timeZone);
  if (deliveries.isPending) return <LoadingLine text="Loading the deliveries…" />;
  if (deliveries.isError) {
    return (
      <LoadFailure
        title="The deliveries could not be loaded."
        detail={deliveries.error.message}
        onRetry={() => void deliveries.refetch()}
        retrying={deliveries.isFetching}
      />
    );
  }
  if (deliveries.data.length === 0) {
    return <p className="text-sm text-slate-600">Nothing has been sent to this address yet.</p>;
  }
  return (
    <ul aria-label="Deliveries" className="divide-y divide-slate-100 text-sm">
      {deliveries.data.map((d) => (
        <li key={d.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2">
          <Badge className={STATUS[d.status].className}>{STATUS[d.status].label}</Badge>
          <span className="font-mono text-slate-900">{d.eventType}</span>
          <span className="text-slate-600">{when(d.createdAt)}</span>
          <span className="text-slate-600">
            {d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`}
            {d.lastStatusCode !== null ? `, answered ${d.lastStatusCode}` : ''}
          </span>
          {d.lastError ? (
            <span className="w-full break-words text-red-700">{d.lastError}</span>
          ) : null}
          {d.nextAttemptAt && d.attempts > 0 ? (
            <span className="w-full text-slate-600">Next attempt {when(d.nextAttemptAt)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
