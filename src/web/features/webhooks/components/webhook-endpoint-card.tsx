import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookEndpoint } from '../../../../shared/webhooks/webhooks';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { webhooks as webhookTexts } from '../../../i18n/namespaces/webhooks';
import { useT } from '../../../i18n/use-t';
import { formatDateTimeSeconds } from '../../../lib/format-date';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import {
  deleteWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
  webhooksQueryKey,
} from '../api/webhooks-api';
import { WEBHOOK_EVENT_WORDS } from '../webhook-words';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookFormDialog } from './webhook-dialogs';

/** One registered webhook: what it hears of, and what can be done with it. */
export function WebhookEndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const [showLog, setShowLog] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const { timeZone } = useViewerZone();
  const t = useT(webhookTexts);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey });

  const test = useMutation({
    mutationFn: () => sendTestWebhook(endpoint.id),
    onSuccess: () => {
      toast.success(t('webhooks:toast.testQueued'), t('webhooks:toast.testQueuedDetail'));
      setShowLog(true);
      void refresh();
    },
    onError: (error) => toast.error(t('webhooks:toast.testFailed'), errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteWebhook(endpoint.id),
    onSuccess: () => toast.success(t('webhooks:toast.deleted')),
    onError: (error) => toast.error(t('webhooks:toast.deleteFailed'), errorMessage(error)),
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: () => rotateWebhookSecret(endpoint.id),
    onSuccess: ({ secret }) => {
      onSecret(secret);
      // A webhook that needed a new secret sends again: the list says so.
      void refresh();
    },
    onError: (error) => toast.error(t('webhooks:toast.rotateFailed'), errorMessage(error)),
  });
  const logId = `webhook-log-${endpoint.id}`;
  const pausedId = `webhook-paused-${endpoint.id}`;
  const secretId = `webhook-secret-${endpoint.id}`;

  return (
    <li className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm break-all text-slate-900">{endpoint.url}</p>
          {endpoint.description ? (
            <p className="text-sm text-slate-600">{endpoint.description}</p>
          ) : null}
        </div>
        {!endpoint.enabled ? (
          <Badge className="bg-slate-100 text-slate-700 ring-slate-300">
            {t('webhooks:badge.paused')}
          </Badge>
        ) : null}
        {endpoint.needsNewSecret ? (
          <Badge className="bg-amber-50 text-amber-900 ring-amber-600/30">
            {t('webhooks:badge.needsSecret')}
          </Badge>
        ) : null}
      </div>
      {endpoint.needsNewSecret ? (
        <div id={secretId}>
          <Notice
            action={
              <Button size="sm" variant="secondary" onClick={() => setConfirm('rotate')}>
                {t('webhooks:rotate')}
              </Button>
            }
          >
            {t('webhooks:refusal.secretUnreadable')}
          </Notice>
        </div>
      ) : null}
      <ul aria-label={t('webhooks:events')} className="flex flex-wrap gap-1.5">
        {endpoint.events.map((type) => (
          <li key={type}>
            <Badge className="bg-indigo-50 text-indigo-800 ring-indigo-600/30">
              {type === 'show.startingSoon'
                ? t('webhooks:event.lead', {
                    event: t(WEBHOOK_EVENT_WORDS[type].title),
                    minutes: endpoint.leadMinutes,
                  })
                : t(WEBHOOK_EVENT_WORDS[type].title)}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => test.mutate()}
          disabled={test.isPending || endpoint.needsNewSecret}
          aria-describedby={endpoint.needsNewSecret ? secretId : undefined}
        >
          {test.isPending ? t('webhooks:sending') : t('webhooks:sendTest')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((v) => !v)}
        >
          {showLog ? t('webhooks:log.hide') : t('webhooks:log.show')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          {t('webhooks:edit')}
        </Button>
        {endpoint.needsNewSecret ? null : (
          <Button size="sm" variant="ghost" onClick={() => setConfirm('rotate')}>
            {t('webhooks:rotate')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setConfirm('delete')}>
          {t('webhooks:delete')}
        </Button>
      </div>
      {!endpoint.enabled ? (
        <p id={pausedId} className="text-sm text-slate-600">
          {t('webhooks:refusal.paused')}
        </p>
      ) : null}
      {endpoint.lastDelivery ? (
        <p className="text-sm text-slate-600">
          {t('webhooks:lastDelivery', {
            status: endpoint.lastDelivery.status,
            at: formatDateTimeSeconds(endpoint.lastDelivery.at, timeZone),
          })}
        </p>
      ) : null}
      {showLog ? (
        <div id={logId} className="border-t border-slate-100 pt-3">
          <WebhookDeliveryLog endpointId={endpoint.id} />
        </div>
      ) : null}
      <WebhookFormDialog open={editing} onOpenChange={setEditing} endpoint={endpoint} />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('webhooks:confirmDelete.title')}
        description={t('webhooks:confirmDelete.description')}
        confirmLabel={t('webhooks:confirmDelete.confirm')}
        tone="danger"
        onConfirm={() => remove.mutate()}
      />
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('webhooks:confirmRotate.title')}
        description={t('webhooks:confirmRotate.description')}
        confirmLabel={t('webhooks:rotate')}
        onConfirm={() => rotate.mutate()}
      />
    </li>
  );
}
