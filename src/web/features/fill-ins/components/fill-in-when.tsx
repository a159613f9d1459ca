import type { FillInRequestView } from '../../../../shared/schemas/fill-ins';
import { useLanguage } from '../../../i18n/language-context';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';
import { usePublicConfig } from '../../../lib/use-public-config';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { useClock } from '../../../lib/use-clock';
import { airingWhenText } from '../fill-in-when-text';

/**
 * When a request's airing is, as its e-mail says it: in the reader's zone, with station time when
 * the two differ.
 */
export function FillInWhen({ request }: { request: FillInRequestView }) {
  const t = useT(fillIns);
  const language = useLanguage();
  const viewer = useViewerZone().timeZone;
  const clock = useClock();
  const station = usePublicConfig().data?.stationTimeZone ?? viewer;
  return (
    <time dateTime={request.airing.startsAt}>
      {airingWhenText(
        t,
        language,
        { startsAt: new Date(request.airing.startsAt), endsAt: new Date(request.airing.endsAt) },
        { reader: viewer, station },
        clock,
      )}
    </time>
  );
}
