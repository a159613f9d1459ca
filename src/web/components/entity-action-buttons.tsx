import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { common } from '../i18n/namespaces/common';
import { useT } from '../i18n/use-t';

type ActionButtonProps = {
  /** The entry's name, read out after the action ("Edit Jazz Hour") for screen readers. */
  name: string;
  onClick: () => void;
  variant?: 'secondary' | 'ghost';
};

/** The Edit action of a library entry (a show, a DJ), one look in cards, tables and lists. */
export function EditButton({ name, onClick, variant = 'secondary' }: ActionButtonProps) {
  const t = useT(common);
  return (
    <Button variant={variant} size="sm" onClick={onClick}>
      <Pencil aria-hidden className="size-4" />
      {t('common:edit')}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

/** The Delete action of a library entry, in red; the caller confirms before deleting. */
export function DeleteButton({ name, onClick }: Omit<ActionButtonProps, 'variant'>) {
  const t = useT(common);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-red-600 hover:bg-red-50 hover:text-red-700"
      onClick={onClick}
    >
      <Trash2 aria-hidden className="size-4" />
      {t('common:delete')}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

/**
 * Edit and Delete of a library entry, each offered only when its handler is given; nothing when
 * the member may change the entry in neither way.
 */
export function EntryActions<T>({
  entry,
  name,
  onEdit,
  onDelete,
  editVariant,
  className,
}: {
  entry: T;
  name: string;
  onEdit: ((entry: T) => void) | undefined;
  onDelete: ((entry: T) => void) | undefined;
  editVariant?: ActionButtonProps['variant'];
  /** The row's gap and place: "gap-1 justify-end" in a table, a card's footer. */
  className: string;
}) {
  if (!onEdit && !onDelete) return null;
  return (
    <div className={cn('flex', className)}>
      {onEdit ? (
        <EditButton variant={editVariant} name={name} onClick={() => onEdit(entry)} />
      ) : null}
      {onDelete ? <DeleteButton name={name} onClick={() => onDelete(entry)} /> : null}
    </div>
  );
}
