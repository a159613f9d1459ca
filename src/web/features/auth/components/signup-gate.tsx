import { useQuery } from '@tanstack/react-query';
import Mail from 'lucide-react/icons/mail';
import type { InvitationLookup } from '../../../../shared/team/team-api';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { apiFetch } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/use-public-config';
import { auth } from '../../../i18n/namespaces/auth';
import { useT } from '../../../i18n/use-t';
import { SignupForm } from './signup-form';
import { SwitchPrompt } from './switch-prompt';

type SignupGateProps = {
  invitationToken?: string | undefined;
  onSignIn: () => void;
  onCreated: (email: string) => void;
};

/**
 * What "Sign up" offers under the station's policy: the spec's form, with the invited address
 * filled in when the visitor followed an invitation link; at an invite-only station without one,
 * a plain explanation instead of a form the server would refuse.
 */
export function SignupGate({ invitationToken, onSignIn, onCreated }: SignupGateProps) {
  const config = usePublicConfig();
  if (invitationToken) {
    return <InvitedSignup token={invitationToken} onSignIn={onSignIn} onCreated={onCreated} />;
  }
  if (config.data?.signupPolicy === 'invite') return <InviteOnlyNotice onSignIn={onSignIn} />;
  return <SignupForm onSignIn={onSignIn} onCreated={onCreated} />;
}

function InvitedSignup({ token, onSignIn, onCreated }: { token: string } & SignupGateProps) {
  const t = useT(auth);
  const lookup = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      apiFetch<{ invitation: InvitationLookup }>(`/api/invitations/${encodeURIComponent(token)}`, {
        signal,
      }).then((r) => r.invitation),
    retry: false,
    staleTime: Infinity,
  });
  if (lookup.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
        <Spinner /> {t('auth:signup.checkingInvitation')}
      </p>
    );
  }
  if (lookup.isError) {
    return (
      <div className="space-y-4">
        <ErrorBox>{lookup.error.message}</ErrorBox>
        <SwitchPrompt
          question={t('auth:signup.haveAccount')}
          action={t('auth:signup.signIn')}
          onClick={onSignIn}
        />
      </div>
    );
  }
  return (
    <SignupForm onSignIn={onSignIn} onCreated={onCreated} invitation={{ token, ...lookup.data }} />
  );
}

function InviteOnlyNotice({ onSignIn }: { onSignIn: () => void }) {
  const t = useT(auth);
  return (
    <div className="space-y-4">
      <div
        role="note"
        className="flex gap-3 rounded-lg bg-indigo-50 p-4 text-sm text-indigo-900 ring-1 ring-indigo-200"
      >
        <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>{t('auth:signup.inviteOnly')}</p>
      </div>
      <SwitchPrompt
        question={t('auth:signup.haveAccount')}
        action={t('auth:signup.signIn')}
        onClick={onSignIn}
      />
    </div>
  );
}
