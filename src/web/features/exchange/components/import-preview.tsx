import type { ReactNode } from 'react';
import type { ImportPlan } from '../../../../shared/exchange/import-plan/import-plan';
import { ErrorBox } from '../../../components/ui/error-box';
import { Button } from '../../../components/ui/button';
import {
  planLine,
  rangeOf,
  seriesNote,
  seriesSummary,
  slotLabel,
  useExchangeWords,
} from '../import-texts';
import { useClock } from '../../../lib/use-clock';

/**
 * The preview in words: what will be placed, which library shows are matched or created, what
 * overlaps, and what was adjusted or left out. Headings make it navigable by screen reader.
 */
export function ImportPreview({
  plan,
  onUseWeek,
}: {
  plan: ImportPlan;
  onUseWeek: (weekId: string) => void;
}) {
  const words = useExchangeWords();
  const { t } = words;
  const summary = seriesSummary(words, plan);
  const clock = useClock();
  return (
    <div className="space-y-4 text-sm text-slate-700">
      {plan.blocker ? (
        <ErrorBox detail={t('exchange:preview.blockerHint')}>
          {planLine(words, plan.blocker)}
        </ErrorBox>
      ) : null}
      {plan.notices.map((notice, i) => (
        <p key={i} className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          {planLine(words, notice)}
        </p>
      ))}
      {plan.suggestedSourceWeek ? (
        <Button variant="secondary" size="sm" onClick={() => onUseWeek(plan.suggestedSourceWeek!)}>
          {t('exchange:preview.useWeek', { range: rangeOf(words, plan.suggestedSourceWeek) })}
        </Button>
      ) : null}
      {plan.placements.length > 0 ? (
        <Section title={t('exchange:preview.placed', { count: plan.placements.length })}>
          {/* A long list scrolls on its own; focusable so the keyboard can scroll it too. */}
          <ul
            tabIndex={0}
            aria-label={t('exchange:preview.placedList')}
            className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {plan.placements.map((p) => (
              <li key={p.ref} className="flex flex-wrap items-baseline gap-x-2">
                <span
                  aria-hidden
                  className="inline-block size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: p.showColor }}
                />
                <span className="tabular-nums text-slate-500">{slotLabel(words, p, clock)}</span>
                <span className="font-medium text-slate-900">{p.showName}</span>
                {p.series ? (
                  <span className="text-xs text-slate-500">({seriesNote(words, p)})</span>
                ) : null}
              </li>
            ))}
          </ul>
          {summary ? <p className="mt-2">{summary}</p> : null}
        </Section>
      ) : null}
      {plan.matchedShows.length + plan.createdShows.length > 0 ? (
        <Section title={t('schedule:showLibrary')}>
          {plan.matchedShows.length > 0 ? (
            <p>
              {t('exchange:preview.matched')} <Names names={plan.matchedShows.map((s) => s.name)} />
            </p>
          ) : null}
          {plan.createdShows.length > 0 ? (
            <p>
              {t('exchange:preview.created')} <Names names={plan.createdShows.map((s) => s.name)} />
            </p>
          ) : null}
        </Section>
      ) : null}
      {plan.overlaps.length > 0 ? (
        <Section title={t('exchange:preview.overlaps', { count: plan.overlaps.length })}>
          <ul className="list-disc space-y-1 pl-5">
            {plan.overlaps.map((o) => (
              <li key={o.ref}>
                {t('exchange:preview.overlapLine', {
                  show: o.showName,
                  slot: slotLabel(words, o, clock),
                  others: [
                    ...o.withExisting.map((name) =>
                      t('exchange:preview.overlapExisting', { name }),
                    ),
                    ...o.withImported.map((name) =>
                      t('exchange:preview.overlapImported', { name }),
                    ),
                  ].join(', '),
                })}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {plan.adjustments.length > 0 ? (
        <Section title={t('exchange:preview.adjusted', { count: plan.adjustments.length })}>
          <ul className="list-disc space-y-1 pl-5">
            {plan.adjustments.map((a, i) => (
              <li key={i}>
                {a.showName ? <span className="font-medium">{a.showName}: </span> : null}
                {planLine(words, a.message)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Names({ names }: { names: string[] }) {
  return <span className="font-medium text-slate-900">{names.join(', ')}</span>;
}
