import { useState } from 'react';
import { WEBHOOK_HEADERS } from '../../../../shared/webhooks/webhooks';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

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
      title="Signing secret"
      description="Copy it now: it is shown only once. Rotate it if it is lost or leaked."
      className="max-w-lg"
    >
      <div className="mt-6 space-y-4">
        <label className="block text-sm font-medium text-slate-700" htmlFor="webhook-secret">
          Secret
        </label>
        <input
          id="webhook-secret"
          readOnly
          value={secret ?? ''}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-300"
        />
        <p className="text-sm text-slate-600">
          Each request carries <code className="font-mono">{WEBHOOK_HEADERS.timestamp}</code> and{' '}
          <code className="font-mono">{WEBHOOK_HEADERS.signature}</code>: the signature is{' '}
          <code className="font-mono">v1=</code> and the hex HMAC-SHA256 of the timestamp, a dot and
          the body, keyed with this secret. Refuse requests whose timestamp is more than five
          minutes old.
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy secret'}
          </Button>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
