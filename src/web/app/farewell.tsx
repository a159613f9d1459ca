import { createContext, use, useEffect, useRef } from 'react';
import { useToast } from '../components/ui/toast/toast-context';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';

/** Why this browser stopped acting for the user; `id` tells one sign-out from the next. */
export type Farewell = { reason: 'signedOut' | 'sessionEnded'; id: number };

/** Set by the session's provider, which sits above the language's. */
export const FarewellContext = createContext<Farewell | null>(null);

/**
 * The toast after a sign-out (SPEC.md §4). It is said here, inside the language's provider, not
 * where the sign-out happens: the session's provider is above the language, and after a sign-out
 * the words are the welcome page's (the browser's or the station's language).
 */
export function FarewellToast() {
  const farewell = use(FarewellContext);
  const toast = useToast();
  const t = useT(shell);
  const said = useRef(0);
  useEffect(() => {
    if (!farewell || said.current === farewell.id) return;
    said.current = farewell.id;
    if (farewell.reason === 'signedOut') toast.info(t('shell:farewell.signedOut'));
    else toast.error(t('shell:farewell.sessionEnded'), t('shell:farewell.signInAgain'));
  }, [farewell, toast, t]);
  return null;
}
