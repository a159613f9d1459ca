import ChevronRight from 'lucide-react/icons/chevron-right';
import Siren from 'lucide-react/icons/siren';
import { Link } from 'wouter';
import type { FillInRequestView } from '../../../../shared/schemas/fill-ins';
import { Badge } from '../../../components/ui/badge';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';
import { FillInStateBadge } from './fill-in-state-badge';
import { FillInWhen } from './fill-in-when';

export const fillInHref = (id: string) => `/fill-ins/${id}`;

/** One request in a Fill-ins list: the show, when, whose, its state; it opens the request. */
export function FillInRow({ request }: { request: FillInRequestView }) {
  const t = useT(fillIns);
  const waiting = request.state === 'open' || request.state === 'pending-approval';
  const taker = request.takenBy
    ? t(takenState(request) === 'taken' ? 'fillIns:row.takenBy' : 'fillIns:row.offeredBy', {
        name: request.takenBy.name,
      })
    : null;
  return (
    <li>
      <Link
        href={fillInHref(request.id)}
        className="group flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:px-3"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium [overflow-wrap:anywhere] text-slate-900">
              {request.showName}
            </span>
            <FillInStateBadge state={request.state} />
            {request.escalated && waiting ? (
              <Badge className="bg-red-50 text-red-800 ring-red-200">
                <Siren aria-hidden className="size-3" />
                {t('fillIns:escalated')}
              </Badge>
            ) : null}
          </span>
          <span className="mt-0.5 block text-sm text-slate-600">
            <FillInWhen request={request} />
          </span>
          <span className="mt-0.5 block text-sm [overflow-wrap:anywhere] text-slate-500">
            {t('fillIns:row.hosts', { names: request.hosts.join(', ') || '—' })}
            {taker ? ` · ${taker}` : ''}
            {request.note ? ` · ${t('fillIns:row.note', { note: request.note })}` : ''}
          </span>
        </span>
        <ChevronRight
          aria-hidden
          className="size-4 shrink-0 text-slate-400 group-hover:text-slate-600"
        />
      </Link>
    </li>
  );
}

export const takenState = (r: FillInRequestView) =>
  r.state === 'pending-approval' ? 'pending-approval' : 'taken';
