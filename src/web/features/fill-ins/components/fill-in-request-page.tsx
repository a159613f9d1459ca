import ArrowLeft from 'lucide-react/icons/arrow-left';
import Siren from 'lucide-react/icons/siren';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { FillInReadAnswer } from '../../../../shared/schemas/fill-ins';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { scheduleHref } from '../../my-shows/my-shows-view';
import { useFillIn } from '../api/fill-ins-api';
import { FillInActions } from './fill-in-actions';
import { takenState } from './fill-in-row';
import { FillInStateBadge } from './fill-in-state-badge';
import { FillInWhen } from './fill-in-when';

/**
 * One fill-in request at /fill-ins/:id, the address its e-mails link to: the airing, who asked
 * and who took it, the note, and what the reader may do with it now.
 */
export function FillInRequestPage() {
  const t = useT(fillIns);
  const { id = '' } = useParams<{ id: string }>();
  const query = useFillIn(id);
  const answer = query.data;
  const title = t('fillIns:title');
  useDocumentTitle(answer ? `${answer.request.showName} · ${title}` : title);
  let body;
  if (query.isError && !answer)
    body = (
      <LoadFailure
        title={t('fillIns:requestLoadFailed')}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!answer) body = <LoadingLine text={t('fillIns:loading')} />;
  else body = <RequestCard answer={answer} />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link href="/fill-ins" className={buttonClasses('link', 'sm')}>
        <ArrowLeft aria-hidden className="size-4" />
        {t('fillIns:back')}
      </Link>
      {body}
    </div>
  );
}

function RequestCard({ answer }: { answer: FillInReadAnswer }) {
  const t = useT(fillIns);
  const { request } = answer;
  const waiting = request.state === 'open' || request.state === 'pending-approval';
  return (
    <article
      aria-labelledby="fill-in-title"
      className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <FillInStateBadge state={request.state} />
          {request.escalated && waiting ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-red-700">
              <Siren aria-hidden className="size-3.5" />
              {t('fillIns:escalatedHint')}
            </span>
          ) : null}
        </div>
        <h1
          id="fill-in-title"
          className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl"
        >
          {request.showName}
        </h1>
        <p className="text-slate-700">
          <FillInWhen request={request} />
        </p>
      </header>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        <Detail term={t('fillIns:hosts')}>{request.hosts.join(', ') || '—'}</Detail>
        <Detail term={t('fillIns:askedBy')}>{request.askedBy?.name ?? '—'}</Detail>
        {request.takenBy ? (
          <Detail
            term={t(takenState(request) === 'taken' ? 'fillIns:takenBy' : 'fillIns:offeredBy')}
          >
            {request.takenBy.name}
          </Detail>
        ) : null}
        {request.note ? <Detail term={t('fillIns:note')}>{request.note}</Detail> : null}
      </dl>
      <FillInActions answer={answer} />
      <Link href={scheduleHref(request.airing.weekId)} className={buttonClasses('link', 'sm')}>
        {t('fillIns:openInSchedule')}
      </Link>
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-900 max-sm:-mt-2">
        {children}
      </dd>
    </div>
  );
}
