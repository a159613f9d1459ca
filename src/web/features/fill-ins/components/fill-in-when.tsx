import { airingWhen } from '../../../../shared/fill-ins/airing-when';
import type { FillInRequestView } from '../../../../shared/schemas/fill-ins';
import { usePublicConfig } from '../../../lib/use-public-config';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { useClock } from '../../../lib/use-clock';

/**
 * When a request's airing is, as its e-mail says it: in the reader's zone, with station time when
 * the two differ.
 */
export function FillInWhen({ request }: { request: FillInRequestView }) {
  const viewer = useViewerZone().timeZone;
  const clock = useClock();
  const station = usePublicConfig().data?.stationTimeZone ?? viewer;
  return (
    <time dateTime={request.airing.startsAt}>
      {airingWhen(
        new Date(request.airing.startsAt),
        new Date(request.airing.endsAt),
        viewer,
        station,
        clock,
      )}
    </time>
  );
}
