import { useState } from 'react';
import { DEFAULT_ROLE } from '../../../../shared/constants/limits';
import type { Role } from '../../../../shared/team/roles';
import { invitationInputSchema } from '../../../../shared/schemas/team';
import { INVITATION_DAYS } from '../../../../shared/team/team-api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { createInvitation } from '../api/team-api';
import { useTeamChange } from '../hooks/use-team';
import { RoleChoice } from './role-choice';
import { team } from '../../../i18n/namespaces/team';
import { useT } from '../../../i18n/use-t';
import { textOfIssue } from '../../../../shared/i18n/local-text';

/** Invites an address with a role; the mail's link works once, for that address, for 7 days. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const t = useT(team);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(DEFAULT_ROLE as Role);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const invite = useTeamChange(createInvitation, {
    success: ({ email: to }) => [
      t('team:invite.sentToast'),
      t('team:invite.sentToastBody', { email: to }),
    ],
    failure: t('team:invite.failed'),
  });

  const once = useSingleSubmit();

  const submit = once.guard(async (event) => {
    event?.preventDefault();
    setFailure(null);
    const parsed = invitationInputSchema.safeParse({ email, role });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'email');
      // The address check is the shared e-mail field's, said here in the reader's language.
      setFieldError(
        issue && textOfIssue(issue)?.key === 'errors:field.emailInvalid'
          ? t('team:invite.emailInvalid')
          : issue?.message,
      );
      return;
    }
    setFieldError(undefined);
    try {
      await invite.mutateAsync({ ...parsed.data, idempotencyKey: once.key });
      once.saved();
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? error.fields?.email : undefined;
      if (field) setFieldError(field);
      else setFailure(errorMessage(error));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('team:invite.title')}
      description={t('team:invite.description', { days: INVITATION_DAYS })}
    >
      <form className="mt-6 space-y-6" onSubmit={submit} noValidate>
        {failure ? <ErrorBox>{failure}</ErrorBox> : null}
        <TextField
          label={t('team:invite.email')}
          error={fieldError}
          type="email"
          autoComplete="off"
          placeholder="colleague@station.fm"
          value={email}
          onValueChange={setEmail}
        />
        <RoleChoice value={role} onChange={setRole} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('team:dialog.cancel')}
          </Button>
          <Button type="submit" disabled={once.busy}>
            {once.busy ? t('team:invite.sending') : t('team:invite.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
