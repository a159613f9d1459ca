import { Button } from '../../../components/ui/button';
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
  return (
    <div className="space-y-5 text-center">
      <MailboxHint />
      {action === 'button' ? (
        <Button className="w-full" size="lg" onClick={onSignIn}>
          Return to Sign In
        </Button>
      ) : (
        <Button variant="link" onClick={onSignIn}>
          Back to Sign In
        </Button>
      )}
    </div>
  );
}
