import { useState } from 'react';
import { WEBHOOK_HEADERS } from '../../../../shared/webhooks/webhooks';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { webhooks as webhookTexts } from '../../../i18n/namespaces/webhooks';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../../i18n/use-t';

/**
 * A webhook's signing secret, shown this once (it is never shown again: rotate it to get a new
 * one), with how a receiver checks a delivery.
 */
export function WebhookSecretDialog({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const t = useT(webhookTexts);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      title={t('webhooks:secret.title')}
      description={t('webhooks:secret.description')}
      className="max-w-lg"
    >
      <div className="mt-6 space-y-4">
        <label className="block text-sm font-medium text-slate-700" htmlFor="webhook-secret">
          {t('webhooks:secret.label')}
        </label>
        <input
          id="webhook-secret"
          readOnly
          value={secret ?? ''}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-300"
        />
        <p className="text-sm text-slate-600">
          {withCode(t, [WEBHOOK_HEADERS.timestamp, WEBHOOK_HEADERS.signature, 'v1='])}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={() => void copy()}>
            {copied ? t('webhooks:secret.copied') : t('webhooks:secret.copy')}
          </Button>
          <Button type="button" onClick={onClose}>
            {t('webhooks:secret.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

const MARK = '\u0001';

/**
 * "Each request carries `webhook-timestamp` and …": the sentence is the catalog's, in the
 * language read; the header names and the signature's prefix are set in code type where the
 * sentence places them.
 */
function withCode(t: Translate<'webhooks'>, [timestamp, signature, prefix]: string[]) {
  const codes = [timestamp, signature, prefix];
  const sentence = t('webhooks:secret.howTo', {
    timestamp: `${MARK}0${MARK}`,
    signature: `${MARK}1${MARK}`,
    prefix: `${MARK}2${MARK}`,
  });
  return sentence.split(MARK).map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="font-mono">
        {codes[Number(part)]}
      </code>
    ) : (
      part
    ),
  );
}
