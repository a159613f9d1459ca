import CheckCircle2 from 'lucide-react/icons/circle-check';
import Radio from 'lucide-react/icons/radio';
import { useState } from 'react';
import { AUTH_TEXTS } from '../../../../shared/messages/account';
import { Dialog } from '../../../components/ui/dialog';
import type { AuthView } from '../hooks/use-auth-modal';
import { AuthDone } from './auth-done';
import { LoginForm } from './login-form';
import { ResetRequestForm } from './reset-request-form';
import { SignupGate } from './signup-gate';

const heading: Record<AuthView, { title: string; description: string }> = {
  login: { title: AUTH_TEXTS.login.title, description: AUTH_TEXTS.login.subtitle },
  signup: { title: AUTH_TEXTS.signup.title, description: AUTH_TEXTS.signup.subtitle },
  reset: { title: AUTH_TEXTS.reset.title, description: AUTH_TEXTS.reset.subtitle },
  'signup-done': {
    title: AUTH_TEXTS.signupDone.title,
    description: AUTH_TEXTS.signupDone.message,
  },
  'reset-done': { title: AUTH_TEXTS.resetDone.title, description: AUTH_TEXTS.resetDone.message },
};

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
  // The address just used to sign up or ask for a reset fills in the sign-in form that follows.
  const [lastEmail, setLastEmail] = useState('');
  const done = view === 'signup-done' || view === 'reset-done';
  const toLogin = () => onViewChange('login');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={heading[view].title}
      description={heading[view].description}
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
