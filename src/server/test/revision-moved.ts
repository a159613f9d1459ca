import type { TestApp } from './test-app';

/**
 * Resolves once the app's change listener hears the revision `name` move. Public answers are kept
 * per revision, so a test that changes rows behind the API's back waits for the notification
 * before it asks again, as a listener would see it.
 */
export function revisionMoved(app: TestApp, name: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = app.changes.onRevision((moved) => {
      if (moved !== name) return;
      stop();
      resolve();
    });
  });
}
