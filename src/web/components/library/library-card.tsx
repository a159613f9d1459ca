import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The classes of a card's footer row (its actions), below a line. */
export const CARD_FOOTER = 'border-t border-slate-100 px-5 py-3';

/**
 * An entry of a library grid (a show, a DJ) as a card named by its heading: an optional banner
 * on top (colour stripe, artwork), the name with a mark beside it (an avatar) and a line under
 * it, the card's own details, and its footer (the actions), if any.
 */
export function LibraryCard({
  name,
  banner,
  mark,
  underName,
  children,
  footer,
}: {
  name: string;
  banner?: ReactNode;
  mark?: ReactNode;
  underName: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}) {
  const titleId = useId();
  const title = (
    <div className="min-w-0">
      <h3
        id={titleId}
        title={name}
        className="line-clamp-2 text-base font-semibold [overflow-wrap:anywhere] text-slate-900"
      >
        {name}
      </h3>
      {underName}
    </div>
  );
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex w-full flex-col rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md',
        // The banner's corners follow the card's.
        banner !== undefined && 'overflow-hidden',
      )}
    >
      {banner}
      <div className="flex flex-1 flex-col gap-3 p-5">
        {mark ? (
          <div className="flex items-center gap-3">
            {mark}
            {title}
          </div>
        ) : (
          title
        )}
        {children}
      </div>
      {footer}
    </article>
  );
}
