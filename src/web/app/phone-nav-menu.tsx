import { useLocation } from 'wouter';
import { deferredPopup } from '../components/deferred-popup';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';
import { PhoneNavButton, type PhoneNavMenuProps } from './phone-nav-button';

/**
 * The phone's menu of views. Its code is not needed to paint the page, so it is fetched after
 * (components/deferred-popup.tsx).
 */
export const PhoneNavMenu = deferredPopup<PhoneNavMenuProps>(
  () => import('./phone-nav-menu-panel').then((m) => m.PhoneNavMenuPanel),
  function PhoneNavStandIn({ pages, waiting, standIn }) {
    const [path] = useLocation();
    const t = useT(shell);
    const current = pages.find((page) => page.path === path);
    return (
      <PhoneNavButton
        {...standIn}
        label={current ? t(current.label) : undefined}
        waiting={waiting}
      />
    );
  },
);
