import type { UseQueryResult } from '@tanstack/react-query';
import { AWAY_TEXTS } from '../../../../shared/messages/away';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { errorMessage } from '../../../lib/api-error';

/**
 * What an away list shows before its answer: the loading line, or, when the read failed, why
 * and a way to try again (never a spinner left turning).
 */
export function AwayLoadState({ query }: { query: UseQueryResult<unknown> }) {
  if (query.isError)
    return (
      <LoadFailure
        title={AWAY_TEXTS.loadFailed}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <LoadingLine text={AWAY_TEXTS.sectionTitle} />;
}
