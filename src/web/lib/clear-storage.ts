import { dropPendingLists } from './persisted-list';

/**
 * Forgets everything this browser kept for the signed-out user (SPEC.md §4: local and session
 * storage are cleared). Storage can be unavailable (privacy modes); that is not an error here.
 */
export function clearBrowserStorage(): void {
  dropPendingLists();
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      storage?.clear();
    } catch {
      // Nothing stored, nothing to clear.
    }
  }
}
