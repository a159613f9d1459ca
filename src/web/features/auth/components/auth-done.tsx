import { Button } from '../../../components/ui/button';
import { auth } from '../../../i18n/namespaces/auth';
import { useT } from '../../../i18n/use-t';
import { MailboxHint } from './mailbox-hint';

/**
 * After sign-up ("Return to Sign In" button) or a reset request (a link back to sign in); the
 * title and message above come from the dialog.
 */
export function AuthDone({
  action,
  onSignIn,
}: {
  action: 'button' | 'link';
  onSignIn: () => void;
}) {
  const t = useT(auth);
  return (
    <div className="space-y-5 text-center">
      <MailboxHint />
      {action === 'button' ? (
        <Button className="w-full" size="lg" onClick={onSignIn}>
          {t('auth:done.returnToSignIn')}
        </Button>
      ) : (
        <Button variant="link" onClick={onSignIn}>
          {t('auth:done.backToSignIn')}
        </Button>
      )}
    </div>
  );
}
