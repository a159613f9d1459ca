import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useToast } from '../ui/toast/toast-context';

type ItemTexts = {
  edit: string;
  delete: string;
  /** The buttons' accessible names, "Edit Local" (else the word and the item's name). */
  editLabel?: string;
  deleteLabel?: string;
  /** The toast's title after a delete, or its failure. */
  deleted: string;
};

/**
 * One item of a settings list: its words, then its actions ending in Edit and Delete. Edit puts
 * the item's form in its place; Delete asks first, then deletes and refreshes `queryKey`.
 */
export function SettingsListItem({
  name,
  texts,
  confirm,
  queryKey,
  remove,
  form,
  leading,
  bodyClassName,
  actions,
  actionsClassName,
  after,
  children,
}: {
  /** The item's name: in the toast and read after Edit and Delete by screen readers. */
  name: string;
  texts: ItemTexts;
  /** The delete confirmation's words. */
  confirm: { title: string; description: string };
  queryKey: QueryKey;
  remove: () => Promise<unknown>;
  /** The edit form; `onDone` closes it. */
  form: (onDone: () => void) => ReactNode;
  /** Before the words (a colour swatch). */
  leading?: ReactNode;
  bodyClassName: string;
  /** Actions before Edit. */
  actions?: ReactNode;
  actionsClassName: string;
  /** After the confirmation (another dialog of the item). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      toast.success(texts.deleted, name);
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast.error(texts.deleted, errorMessage(error)),
  });
  if (editing) return <li className="p-3">{form(() => setEditing(false))}</li>;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
      {leading}
      <div className={bodyClassName}>{children}</div>
      <div className={actionsClassName}>
        {actions}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(true)}
          aria-label={texts.editLabel ?? `${texts.edit} ${name}`}
        >
          {texts.edit}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setDeleting(true)}
          aria-label={texts.deleteLabel ?? `${texts.delete} ${name}`}
        >
          {texts.delete}
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={confirm.title}
        description={confirm.description}
        confirmLabel={texts.delete}
        tone="danger"
        onConfirm={() => deletion.mutate()}
      />
      {after}
    </li>
  );
}
