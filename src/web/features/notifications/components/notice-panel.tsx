import * as RadixDialog from 'radix-ui/dialog';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { NoticeView } from '../../../../shared/notifications/kinds';
import { Button } from '../../../components/ui/button';
import { DialogCloseButton, Modal } from '../../../components/ui/dialog-frame';
import { Spinner } from '../../../components/ui/spinner';
import { notifications } from '../../../i18n/namespaces/notifications';
import { useT } from '../../../i18n/use-t';
import { useLanguage } from '../../../i18n/language-context';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { useMarkRead, useNoticePages } from '../hooks/use-notices';
import { useClock } from '../../../lib/use-clock';

/**
 * The notification centre: the member's notices newest first, a page at a time; each opens what
 * it is about (and is marked read). A panel under the bell on wide screens, a sheet from the
 * bottom on phones.
 */
export function NoticePanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(notifications);
  const pages = useNoticePages(open);
  const markRead = useMarkRead();
  const [, navigate] = useLocation();
  const notices = pages.data?.pages.flatMap((p) => p.notices) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const openNotice = (notice: NoticeView) => {
    if (!notice.read) markRead.mutate(notice.id);
    onOpenChange(false);
    navigate(notice.link);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      aria-describedby={undefined}
      className={cn(
        'fixed z-50 flex flex-col bg-white shadow-2xl focus:outline-none',
        // Phones: a sheet from the bottom; wider: a panel under the bell.
        'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl',
        'sm:inset-x-auto sm:top-16 sm:right-4 sm:bottom-auto sm:max-h-[min(36rem,calc(100dvh-5rem))] sm:w-[26rem] sm:rounded-2xl',
      )}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4 pr-14">
        <RadixDialog.Title className="text-lg font-semibold text-slate-900">
          {t('notifications:title')}
        </RadixDialog.Title>
        <Button
          variant="link"
          className="ml-auto min-w-0 text-right text-sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          {/* Wraps rather than running under the close button in longer languages. */}
          <span className="whitespace-normal">{t('notifications:markAllRead')}</span>
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {pages.isPending ? (
          <p role="status" className="flex items-center gap-2 p-5 text-sm text-slate-600">
            <Spinner className="size-4" />
          </p>
        ) : notices.length === 0 ? (
          <p className="p-8 text-center text-sm text-slate-600">{t('notifications:empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="notice-list">
            {notices.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                onOpen={() => openNotice(notice)}
                onRead={() => markRead.mutate(notice.id)}
              />
            ))}
          </ul>
        )}
        {pages.hasNextPage ? (
          <div className="p-3 text-center">
            <Button
              variant="secondary"
              size="sm"
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t('notifications:more')}
            </Button>
          </div>
        ) : null}
      </div>
      <DialogCloseButton />
    </Modal>
  );
}

/** About four lines of the panel's width: longer texts offer "Show all". */
const LONG_NOTICE_CHARS = 160;

function NoticeItem({
  notice,
  onOpen,
  onRead,
}: {
  notice: NoticeView;
  onOpen: () => void;
  onRead: () => void;
}) {
  const t = useT(notifications);
  const language = useLanguage();
  const { timeZone } = useViewerZone();
  const clock = useClock();
  const [whole, setWhole] = useState(false);
  const linesId = useId();
  const text = notice.lines.join('\n');
  // Past about four lines of a narrow panel the text is cut; "Show all" gives the rest here, for
  // whoever has this kind's e-mail turned off.
  const long = notice.lines.length > 2 || text.length > LONG_NOTICE_CHARS;
  return (
    <li className={cn('flex gap-2 px-5 py-3', !notice.read && 'bg-indigo-50/60')}>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onOpen}
          className="w-full rounded-md text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <span className="flex items-start gap-2">
            {!notice.read ? (
              <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-indigo-600" />
            ) : null}
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900">
                {notice.title}
                {!notice.read ? <span className="sr-only">{t('notifications:unread')}</span> : null}
              </span>
              {/* Every line, so a summary's shows and weeks are here without the e-mail, cut
                  after four until "Show all". Not `block`: that display would undo the clamp. */}
              <span
                id={linesId}
                className={cn(
                  'mt-0.5 text-sm whitespace-pre-line text-slate-600',
                  !whole && 'line-clamp-4',
                )}
              >
                {text}
              </span>
              <span className="mt-1 block text-xs text-slate-500">
                {formatDateTime(notice.createdAt, timeZone, clock, language)}
              </span>
            </span>
          </span>
        </button>
        {long ? (
          <button
            type="button"
            aria-expanded={whole}
            aria-controls={linesId}
            onClick={() => setWhole(!whole)}
            className="mt-1 ml-4 rounded text-xs font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t(whole ? 'notifications:shortNotice' : 'notifications:wholeNotice')}
          </button>
        ) : null}
      </div>
      {!notice.read ? (
        <Button variant="ghost" size="sm" className="shrink-0 text-xs" onClick={onRead}>
          {t('notifications:markRead')}
        </Button>
      ) : null}
    </li>
  );
}
