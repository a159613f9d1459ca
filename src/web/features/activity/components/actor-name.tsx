import type { ActivityEntryView } from '../../../../shared/activity/activity-entry';
import { actorLabel } from '../../../../shared/activity/describe-activity';
import { Tooltip } from '../../../components/ui/tooltip';
import { useActivityWords } from '../activity-words';

/**
 * Who made a change, as the log names them. Names are chosen by members and may imitate a
 * colleague's, so where the answer carries the account's e-mail (for managers) the name shows it
 * on hover and on keyboard focus.
 */
export function ActorName({ entry }: { entry: ActivityEntryView }) {
  const name = actorLabel(entry, useActivityWords());
  if (!entry.actorEmail) return <>{name}</>;
  return (
    <Tooltip content={entry.actorEmail}>
      <button
        type="button"
        className="cursor-help rounded-sm font-medium underline decoration-slate-300 decoration-dotted underline-offset-2 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
      >
        {name}
      </button>
    </Tooltip>
  );
}
