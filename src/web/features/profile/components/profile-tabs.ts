import { formCode } from '../../../components/entity-form/form-code';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

/**
 * The Profile Settings tabs besides Profile Information, fetched after the page has painted (or
 * at once when one is opened first, e.g. /profile?tab=calendar-feeds): a closed tab draws
 * nothing, and their forms, checks and schemas were a third of the code the page evaluated
 * before its first paint (decision 0069, amended).
 */
export const EmailTab = preloadableLazy(
  () => import('./email-tab'),
  (m) => m.EmailTab,
  formCode,
);
export const PasswordTab = preloadableLazy(
  () => import('./password-tab'),
  (m) => m.PasswordTab,
  formCode,
);
export const CalendarFeedsTab = preloadableLazy(
  () => import('./calendar-feeds-tab'),
  (m) => m.CalendarFeedsTab,
  formCode,
);
export const NotificationsTab = preloadableLazy(
  () => import('../../notifications/components/notifications-tab'),
  (m) => m.NotificationsTab,
  formCode,
);

/** Fetches every tab's code (once the page has painted). */
export function preloadProfileTabs(): void {
  for (const tab of [EmailTab, PasswordTab, CalendarFeedsTab, NotificationsTab])
    void tab.preload().catch(() => undefined);
}
