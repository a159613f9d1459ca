import { useAuth } from '../lib/auth-context';
import { useSessionValidation } from './use-session-validation';

/** The start-up session check (SPEC.md §4), below the language so its toasts are in it. */
export function SessionValidation() {
  useSessionValidation(useAuth().status);
  return null;
}
