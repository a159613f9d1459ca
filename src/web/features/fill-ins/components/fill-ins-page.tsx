import Link2Off from 'lucide-react/icons/link-2-off';
import { Button } from '../../../components/ui/button';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { PageHeader } from '../../../components/ui/page-header';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-error';
import { useAccess } from '../../../lib/use-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFillIns, type FillInView } from '../api/fill-ins-api';
import { FillInRow } from './fill-in-row';

/**
 * Fill-ins (issue 33 item 4): the requests the member can take, the ones they asked for with their
 * state, and for station managers every request. Each opens at /fill-ins/:id. Members without a
 * DJ link (who neither ask nor take) are told how to get one.
 */
export function FillInsPage() {
  const t = useT(fillIns);
  useDocumentTitle(t('fillIns:title'));
  const { access, can } = useAccess();
  const manager = can('team.manage');
  const linked = (access?.ownDjIds.length ?? 0) > 0;
  const views: FillInView[] = [
    ...(linked ? (['can-take'] as const) : []),
    ...(linked || manager ? (['mine'] as const) : []),
    ...(manager ? (['all'] as const) : []),
  ];
  let body;
  if (!access) body = <LoadingLine text={t('fillIns:loading')} />;
  else if (views.length === 0)
    body = (
      <EmptyPanel icon={Link2Off} title={t('fillIns:notLinkedTitle')}>
        {t('fillIns:notLinked')}
      </EmptyPanel>
    );
  else body = views.map((view) => <FillInSection key={view} view={view} />);
  return (
    <div className="space-y-8">
      <PageHeader title={t('fillIns:title')} subtitle={t('fillIns:subtitle')} />
      {body}
    </div>
  );
}

/** Each list's heading and what it says when empty. */
const VIEWS = {
  'can-take': { title: 'fillIns:view.canTake', empty: 'fillIns:empty.canTake' },
  mine: { title: 'fillIns:view.mine', empty: 'fillIns:empty.mine' },
  all: { title: 'fillIns:view.all', empty: 'fillIns:empty.all' },
} as const satisfies Record<FillInView, { title: string; empty: string }>;

function FillInSection({ view }: { view: FillInView }) {
  const t = useT(fillIns);
  const query = useFillIns(view);
  const requests = query.data?.requests;
  const more = query.data?.more ?? false;
  const headingId = `fill-ins-${view}`;
  let list;
  if (query.isError && !requests)
    list = (
      <LoadFailure
        title={t('fillIns:loadFailed')}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!requests) list = <LoadingLine text={t('fillIns:loading')} />;
  else if (requests.length === 0)
    list = <p className="text-sm text-slate-600">{t(VIEWS[view].empty)}</p>;
  else
    list = (
      <>
        <ul className="-mx-2 divide-y divide-slate-100 sm:-mx-3" aria-labelledby={headingId}>
          {requests.map((request) => (
            <FillInRow key={request.id} request={request} />
          ))}
        </ul>
        {more ? (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('fillIns:loadingMore') : t('fillIns:more')}
          </Button>
        ) : null}
      </>
    );
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {t(VIEWS[view].title)}
        {requests && requests.length > 0 ? (
          <span className="rounded-full bg-slate-100 px-2 text-sm font-medium text-slate-600">
            {requests.length}
            {more ? '+' : ''}
          </span>
        ) : null}
      </h2>
      <div className="mt-3">{list}</div>
    </section>
  );
}
