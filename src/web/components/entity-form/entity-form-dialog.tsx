import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog } from '../ui/dialog';
import type { DialogProps } from '../ui/dialog-parts';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

type DiscardGuard = {
  /** The form tells whether it holds changes not yet saved. */
  setDirty: (dirty: boolean) => void;
  /** Close as Cancel does: asks first when there are unsaved changes. */
  requestClose: () => void;
};

const DiscardGuardContext = createContext<DiscardGuard | null>(null);

type EntityFormDialogProps = Omit<DialogProps, 'header' | 'focusOnClose'> & { children: ReactNode };

/**
 * The dialog around an entity's add/edit form (shows, DJs). Every way of closing it (Cancel, the
 * X, Escape, a click on the backdrop) goes through one question when the form holds typed changes:
 * "Discard changes?" with Keep editing / Discard. An untouched form closes at once. A save that
 * succeeds closes it through onOpenChange directly, without asking.
 */
export function EntityFormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: EntityFormDialogProps) {
  const t = useT(common);
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const guard = useMemo<DiscardGuard>(
    () => ({
      setDirty: (next) => {
        dirty.current = next;
      },
      requestClose: () => {
        if (dirty.current) setAsking(true);
        else onOpenChange(false);
      },
    }),
    [onOpenChange],
  );

  return (
    <DiscardGuardContext.Provider value={guard}>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : guard.requestClose())}
        title={title}
        description={description}
        className={className}
      >
        {children}
      </Dialog>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('common:discard.title')}
        description={t('common:discard.description')}
        cancelLabel={t('common:discard.keep')}
        confirmLabel={t('common:discard.confirm')}
        tone="danger"
        onConfirm={() => {
          dirty.current = false;
          onOpenChange(false);
        }}
      />
    </DiscardGuardContext.Provider>
  );
}

/**
 * For a form inside EntityFormDialog: reports whether it holds unsaved changes and gives the
 * Cancel that asks before discarding them. Outside such a dialog, Cancel is the given fallback.
 */
export function useDiscardGuard(dirty: boolean, fallbackCancel: () => void) {
  const guard = useContext(DiscardGuardContext);
  useEffect(() => {
    guard?.setDirty(dirty);
  }, [guard, dirty]);
  // A form that goes away (saved, or discarded) leaves nothing to ask about.
  useEffect(() => () => guard?.setDirty(false), [guard]);
  return { cancel: guard ? guard.requestClose : fallbackCancel };
}
