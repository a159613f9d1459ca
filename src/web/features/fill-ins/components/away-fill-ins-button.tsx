import CircleCheck from 'lucide-react/icons/circle-check';
import HandHelping from 'lucide-react/icons/hand-helping';
import { Link } from 'wouter';
import { PendingButton } from '../../../components/ui/pending-button';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';
import { useAskAwayFillIns, useAwayFillInsPreview } from '../api/fill-ins-api';

/**
 * On an away period: "Ask for fill-ins for the N airings while you're away", one request per
 * airing of the DJ inside it not yet asked for, in one step; what was made and skipped is said in
 * a toast. Nothing shows when none of the DJ's airings falls in the period.
 */
export function AwayFillInsButton({
  awayId,
  djName,
  own,
}: {
  awayId: string;
  djName: string;
  /** The member's own away dates ("while you're away"), or a DJ's kept by a manager. */
  own: boolean;
}) {
  const t = useT(fillIns);
  const preview = useAwayFillInsPreview(awayId).data;
  const ask = useAskAwayFillIns(awayId);
  if (!preview || preview.airings === 0) return null;
  const left = preview.airings - preview.asked;
  const label = own
    ? t('fillIns:away.ask', { count: left })
    : t('fillIns:away.askFor', { count: left, name: djName });
  // A line of its own under the period's dates, in the list's wrapping row.
  if (left === 0)
    return (
      <Link
        href="/fill-ins"
        className="inline-flex basis-full items-center gap-1.5 text-sm text-emerald-700 hover:underline"
      >
        <CircleCheck aria-hidden className="size-4" />
        {t('fillIns:away.allAsked', { count: preview.airings })}
      </Link>
    );
  return (
    <div className="basis-full">
      <PendingButton
        variant="secondary"
        size="sm"
        pending={ask.isPending}
        pendingText={label}
        onClick={() => ask.mutate()}
        className="h-auto min-h-8 py-1 text-left whitespace-normal"
      >
        <HandHelping aria-hidden className="size-4 shrink-0" />
        {label}
      </PendingButton>
    </div>
  );
}
