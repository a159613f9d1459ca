import { useEffect, useState, type ComponentType } from 'react';
import { afterPaint } from '../../lib/after-paint';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { ReloadFailure } from './load-states';
import { overlayClasses } from './dialog-parts';
import { Spinner } from './spinner';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

/** The dimmed page with a spinner, while a dialog's code arrives (seldom seen: it is preloaded). */
function DialogLoading() {
  const t = useT(common);
  return (
    <div className={overlayClasses}>
      <p role="status" className="flex h-full items-center justify-center text-white">
        <Spinner className="size-6" />
        <span className="sr-only">{t('common:dialog.loading')}</span>
      </p>
    </div>
  );
}

function DialogLoadFailure() {
  const t = useT(common);
  return (
    <div className="fixed inset-x-4 top-16 z-50 mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-2xl">
      <ReloadFailure title={t('common:dialog.failed')} detail={t('common:reloadDetail')} />
    </div>
  );
}

/** For preloadableLazy: a dialog fetched on its own, shown the way deferredDialog shows one. */
export const dialogCode = { Loading: DialogLoading, Failed: DialogLoadFailure };

/**
 * A dialog whose code (the dialog primitive: focus trap, scroll lock, the dimmed page) is not
 * needed to paint the page, since a closed dialog draws nothing (decision 0058). It draws nothing
 * until it first opens, and its code is fetched when the browser is idle after the first paint,
 * or at once when it opens first. Once here it stays mounted, so closing animates as before.
 */
export function deferredDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Frame = preloadableLazy(load, (frame) => frame, dialogCode);
  return function DeferredDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    useEffect(() => afterPaint(() => void Frame.preload().catch(() => undefined)), []);
    return opened ? <Frame {...props} /> : null;
  };
}
