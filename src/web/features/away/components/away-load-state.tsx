import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { away } from '../../../i18n/namespaces/away';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-error';

/**
 * What an away list shows before its answer: the loading line, or, when the read failed, why
 * and a way to try again (never a spinner left turning).
 */
export function AwayLoadState({ query }: { query: UseQueryResult<unknown> }) {
  const t = useT(away);
  if (query.isError)
    return (
      <LoadFailure
        title={t('away:loadFailed')}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <LoadingLine text={t('away:sectionTitle')} />;
}
