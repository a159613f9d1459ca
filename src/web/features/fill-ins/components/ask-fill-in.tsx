import type { ComponentProps } from 'react';
import { deferredDialog } from '../../../components/ui/deferred-dialog';
import type { AskFillInDialog as Dialog } from './ask-fill-in-dialog';

/** The ask dialog, fetched when it opens: the schedule and My Shows paint without it. */
export const AskFillIn = deferredDialog<ComponentProps<typeof Dialog> & { open: boolean }>(() =>
  import('./ask-fill-in-dialog').then((m) => m.AskFillInDialog),
);
