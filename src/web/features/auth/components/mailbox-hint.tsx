import Inbox from 'lucide-react/icons/inbox';
import { auth } from '../../../i18n/namespaces/auth';
import { useT } from '../../../i18n/use-t';
import { usePublicConfig } from '../../../lib/use-public-config';

/**
 * On an install without a mail server, messages wait in the local mailbox page; say where, so a
 * first user is not left waiting for an e-mail that will never arrive.
 */
export function MailboxHint() {
  const t = useT(auth);
  const config = usePublicConfig();
  if (!config.data?.outboxMail) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-left text-xs text-slate-600 ring-1 ring-slate-200">
      <Inbox aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <span>
        {t('auth:mailbox.before')}{' '}
        <a
          href="/mailbox"
          target="_blank"
          rel="noreferrer"
          className="font-medium text-indigo-600 underline-offset-4 hover:underline"
        >
          {t('auth:mailbox.link')}
        </a>
        {t('auth:mailbox.after')}
      </span>
    </p>
  );
}
