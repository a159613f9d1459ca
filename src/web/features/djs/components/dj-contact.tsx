import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import type { Dj } from '../../../../shared/schemas/dj';

const linkClasses =
  'inline-flex max-w-full items-center gap-1.5 rounded-sm text-sm text-slate-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** E-mail and phone as mail and tel links (SPEC.md §2). */
export function DjContact({ dj }: { dj: Dj }) {
  if (!dj.email && !dj.phone) return null;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {dj.email ? (
        <a href={`mailto:${dj.email}`} className={linkClasses}>
          <Mail aria-hidden className="size-4 shrink-0 text-slate-400" />
          <span className="truncate">{dj.email}</span>
        </a>
      ) : null}
      {dj.phone ? (
        <a href={`tel:${dj.phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
          <Phone aria-hidden className="size-4 shrink-0 text-slate-400" />
          <span className="truncate">{dj.phone}</span>
        </a>
      ) : null}
    </div>
  );
}
