import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CarryCandidate, Season } from '../../../../shared/schedule/seasons';
import { timeRangeLabel } from '../../../../shared/schedule/slots';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { ErrorBox } from '../../../components/ui/error-box';
import { LoadingLine } from '../../../components/ui/load-states';
import { useToast } from '../../../components/ui/toast/toast-context';
import { showUndoToast } from '../../../components/ui/toast/undo-toast';
import { errorMessage } from '../../../lib/api-error';
import { weekQueryKey, weeksQueryKey } from '../../../lib/query-keys';
import { carrySeason, fetchCarryPreview, undoCarry } from '../api/seasons-api';
import { useClock } from '../../../lib/use-clock';
import { useCalendarWords } from '../../../i18n/calendar-words';
import { useLanguage } from '../../../i18n/language-context';
import { seasons as seasonsNs } from '../../../i18n/namespaces/seasons';
import { useT } from '../../../i18n/use-t';

/**
 * "Carry the schedule into the next season": first the preview (each series that ends with this
 * season, ticked, with its clashes in the next one), then Carry forward, with Undo in the toast.
 */
export function CarryDialog({
  season,
  onClose,
  onCarried,
}: {
  season: Season;
  onClose: () => void;
  /** The carry's Undo, kept by the section while the page is open (the toast's is brief). */
  onCarried: (undo: () => void, count: number) => void;
}) {
  const t = useT(seasonsNs);
  const calendar = useCalendarWords();
  const preview = useQuery({
    queryKey: ['carry-preview', season.id],
    queryFn: ({ signal }) => fetchCarryPreview(season.id, signal),
    gcTime: 0,
  });
  const [unticked, setUnticked] = useState<Set<string>>(new Set());
  const queryClient = useQueryClient();
  const toast = useToast();
  const refreshWeeks = () => {
    void queryClient.invalidateQueries({ queryKey: [weekQueryKey('')[0]] });
    void queryClient.invalidateQueries({ queryKey: weeksQueryKey });
  };
  const carry = useMutation({
    mutationFn: (ids: string[]) => carrySeason(season.id, ids),
    onSuccess: (answer) => {
      refreshWeeks();
      onClose();
      const token = answer.undo?.token;
      let used = false;
      const undo = () => {
        if (!token || used) return;
        used = true;
        void undoCarry(token).then(
          () => {
            refreshWeeks();
            toast.success(t('seasons:undo.undone'), t('seasons:carryUndone'));
          },
          (error: unknown) => toast.error(t('seasons:undo.failed'), errorMessage(error)),
        );
      };
      if (token) onCarried(undo, answer.carried.length);
      showUndoToast(toast, {
        title: t('seasons:carried', { count: answer.carried.length }),
        altText: t('seasons:undoCarry'),
        onUndo: token ? undo : undefined,
      });
    },
  });
  const data = preview.data;
  const chosen = (data?.candidates ?? []).filter((c) => !unticked.has(c.seriesId));
  const toggle = (id: string) =>
    setUnticked((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        data?.next
          ? t('seasons:carryTitle', { from: season.name, to: data.next.name })
          : t('seasons:carry')
      }
      description={
        data?.next
          ? t('seasons:carryLead', {
              to: data.next.name,
              last: calendar.fullDate(data.next.lastDay),
            })
          : season.name
      }
      className="max-w-xl"
    >
      <div className="mt-5 space-y-4">
        {preview.isPending ? <LoadingLine text={t('seasons:loadingPreview')} /> : null}
        {preview.isError ? <ErrorBox>{errorMessage(preview.error)}</ErrorBox> : null}
        {data && !data.next ? <ErrorBox>{t('seasons:noNext')}</ErrorBox> : null}
        {data?.next && data.candidates.length === 0 ? (
          <p className="text-sm text-slate-600">{t('seasons:carryNothing')}</p>
        ) : null}
        {carry.isError ? <ErrorBox>{errorMessage(carry.error)}</ErrorBox> : null}
        {data?.next && data.candidates.length > 0 ? (
          <ul className="space-y-2" aria-label={t('seasons:candidates')}>
            {data.candidates.map((c) => (
              <CandidateRow
                key={c.seriesId}
                candidate={c}
                ticked={!unticked.has(c.seriesId)}
                onToggle={() => toggle(c.seriesId)}
              />
            ))}
          </ul>
        ) : null}
      </div>
      <DialogFooter className="mt-6">
        <Button variant="secondary" onClick={onClose}>
          {t('seasons:cancel')}
        </Button>
        <Button
          disabled={chosen.length === 0 || carry.isPending}
          onClick={() => carry.mutate(chosen.map((c) => c.seriesId))}
        >
          {carry.isPending ? t('seasons:carrying') : t('seasons:carryButton')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

function CandidateRow({
  candidate: c,
  ticked,
  onToggle,
}: {
  candidate: CarryCandidate;
  ticked: boolean;
  onToggle: () => void;
}) {
  const t = useT(seasonsNs);
  const calendar = useCalendarWords();
  const days = c.dayIndexes.map(calendar.weekdayShort).join(', ');
  const clock = useClock();
  const language = useLanguage();
  const hosts = c.djNames.length > 0 ? c.djNames.join(', ') : t('seasons:noDjs');
  return (
    <li className="rounded-lg p-3 ring-1 ring-slate-200">
      <label className="flex cursor-pointer gap-3 text-sm">
        <input
          type="checkbox"
          checked={ticked}
          onChange={onToggle}
          className="mt-0.5 size-4 shrink-0 accent-indigo-600"
        />
        <span className="min-w-0">
          <span className="block font-medium break-words text-slate-900">{c.showName}</span>
          <span className="block text-slate-600">
            {days} · {timeRangeLabel(c.timeIndex, c.duration, clock, language)} · {hosts}
          </span>
        </span>
      </label>
      <div className="mt-2 pl-7 text-sm">
        {c.clashes.length === 0 ? (
          <p className="text-slate-500">{t('seasons:carryNoClash')}</p>
        ) : (
          <>
            <p className={c.blocked ? 'font-medium text-red-700' : 'font-medium text-amber-800'}>
              {t('seasons:carryClashes')}
            </p>
            <ul className="list-disc pl-4 text-slate-700">
              {c.clashes.map((text) => (
                <li key={text} className="break-words">
                  {text}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </li>
  );
}
