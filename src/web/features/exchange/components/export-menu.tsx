import { deferredPopup } from '../../../components/deferred-popup';
import { ExportButton } from './export-button';

/**
 * The schedule header's Export button. Its code (the menu primitive and its positioning) is not
 * needed to paint the schedule, so it is fetched after (components/deferred-popup.tsx).
 */
export const ExportMenu = deferredPopup<{ weekId: string }>(
  () => import('./export-menu-panel').then((m) => m.ExportMenuPanel),
  ({ standIn }) => <ExportButton {...standIn} />,
);
