import CheckCircle2 from 'lucide-react/icons/circle-check';
import Radio from 'lucide-react/icons/radio';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { auth } from '../../../i18n/namespaces/auth';
import { useT } from '../../../i18n/use-t';
import type { AuthView } from '../hooks/use-auth-modal';
import { AuthDone } from './auth-done';
import { LoginForm } from './login-form';
import { ResetRequestForm } from './reset-request-form';
import { SignupGate } from './signup-gate';

const heading = {
  login: { title: 'auth:login.title', description: 'auth:login.subtitle' },
  signup: { title: 'auth:signup.title', description: 'auth:signup.subtitle' },
  reset: { title: 'auth:reset.title', description: 'auth:reset.subtitle' },
  'signup-done': { title: 'auth:signupDone.title', description: 'auth:signupDone.message' },
  'reset-done': { title: 'auth:resetDone.title', description: 'auth:resetDone.message' },
} as const satisfies Record<AuthView, { title: string; description: string }>;

type AuthModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  /** The invitation link the visitor followed: its sign-up form has the invited address. */
  invitationToken?: string | undefined;
};

/** The sign-in / sign-up / reset modal of SPEC.md §2, one dialog whose content follows the mode. */
export function AuthModal({
  open,
  onOpenChange,
  view,
  onViewChange,
  invitationToken,
}: AuthModalProps) {
  const t = useT(auth);
  // The address just used to sign up or ask for a reset fills in the sign-in form that follows.
  const [lastEmail, setLastEmail] = useState('');
  const done = view === 'signup-done' || view === 'reset-done';
  const toLogin = () => onViewChange('login');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(heading[view].title)}
      description={t(heading[view].description)}
      header={
        <div
          className={
            done
              ? 'mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-600'
              : 'mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm'
          }
        >
          {done ? (
            <CheckCircle2 aria-hidden className="size-6" />
          ) : (
            <Radio aria-hidden className="size-6" />
          )}
        </div>
      }
    >
      <div className="mt-6">
        {view === 'login' ? (
          <LoginForm
            defaultEmail={lastEmail}
            onForgotPassword={() => onViewChange('reset')}
            onSignUp={() => onViewChange('signup')}
            onSignedIn={() => onOpenChange(false)}
          />
        ) : null}
        {view === 'signup' ? (
          <SignupGate
            invitationToken={invitationToken}
            onSignIn={toLogin}
            onCreated={(email) => {
              setLastEmail(email);
              onViewChange('signup-done');
            }}
          />
        ) : null}
        {view === 'reset' ? (
          <ResetRequestForm
            defaultEmail={lastEmail}
            onSignIn={toLogin}
            onSent={(email) => {
              setLastEmail(email);
              onViewChange('reset-done');
            }}
          />
        ) : null}
        {view === 'signup-done' ? <AuthDone action="button" onSignIn={toLogin} /> : null}
        {view === 'reset-done' ? <AuthDone action="link" onSignIn={toLogin} /> : null}
      </div>
    </Dialog>
  );
}
