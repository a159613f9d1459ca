import type { FormEvent, ReactNode } from 'react';
import { Button } from '../ui/button';
import { DialogFooter } from '../ui/dialog-footer';
import { Spinner } from '../ui/spinner';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

/** A library entry's add/edit form: its fields, then Cancel and the submit button. */
export function EntityForm({
  form,
  submitLabel,
  children,
}: {
  /** From useEntityForm. */
  form: {
    submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
    cancel: () => void;
    busy: boolean;
    blocked: boolean;
  };
  /** "Create DJ" when adding, "Save Changes" when editing. */
  submitLabel: string;
  children: ReactNode;
}) {
  const t = useT(common);
  return (
    <form onSubmit={form.submit} noValidate className="mt-6 space-y-6">
      {children}
      <DialogFooter>
        <Button variant="secondary" onClick={form.cancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={form.busy || form.blocked}>
          {form.busy ? (
            <>
              <Spinner /> {t('common:saving')}
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
