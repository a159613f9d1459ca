import type { ReactNode } from 'react';
import type { ImportPlan } from '../../../../shared/exchange/import-plan/import-plan';
import { weekRangeLabel } from '../../../../shared/schedule/week';
import { ErrorBox } from '../../../components/ui/error-box';
import { Button } from '../../../components/ui/button';
import { seriesNote, seriesSummary, slotLabel } from '../import-texts';
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
  const summary = seriesSummary(plan);
  const clock = useClock();
  return (
    <div className="space-y-4 text-sm text-slate-700">
      {plan.blocker ? (
        <ErrorBox detail="Remove the overlaps or revert the week to draft, then import again.">
          {plan.blocker}
        </ErrorBox>
      ) : null}
      {plan.notices.map((notice) => (
        <p key={notice} className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          {notice}
        </p>
      ))}
      {plan.suggestedSourceWeek ? (
        <Button variant="secondary" size="sm" onClick={() => onUseWeek(plan.suggestedSourceWeek!)}>
          Place the events of {weekRangeLabel(plan.suggestedSourceWeek)} in this week
        </Button>
      ) : null}
      {plan.placements.length > 0 ? (
        <Section title={`Will be placed (${plan.placements.length})`}>
          {/* A long list scrolls on its own; focusable so the keyboard can scroll it too. */}
          <ul
            tabIndex={0}
            aria-label="Shows to place"
            className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {plan.placements.map((p) => (
              <li key={p.ref} className="flex flex-wrap items-baseline gap-x-2">
                <span
                  aria-hidden
                  className="inline-block size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: p.showColor }}
                />
                <span className="tabular-nums text-slate-500">{slotLabel(p, clock)}</span>
                <span className="font-medium text-slate-900">{p.showName}</span>
                {p.series ? (
                  <span className="text-xs text-slate-500">({seriesNote(p)})</span>
                ) : null}
              </li>
            ))}
          </ul>
          {summary ? <p className="mt-2">{summary}</p> : null}
        </Section>
      ) : null}
      {plan.matchedShows.length + plan.createdShows.length > 0 ? (
        <Section title="Show Library">
          {plan.matchedShows.length > 0 ? (
            <p>
              Matched by name: <Names names={plan.matchedShows.map((s) => s.name)} />
            </p>
          ) : null}
          {plan.createdShows.length > 0 ? (
            <p>
              Will be created: <Names names={plan.createdShows.map((s) => s.name)} />
            </p>
          ) : null}
        </Section>
      ) : null}
      {plan.overlaps.length > 0 ? (
        <Section title={`Overlaps (${plan.overlaps.length})`}>
          <ul className="list-disc space-y-1 pl-5">
            {plan.overlaps.map((o) => (
              <li key={o.ref}>
                {o.showName}, {slotLabel(o, clock)}, overlaps{' '}
                {[
                  ...o.withExisting.map((n) => `${n} (already in this week)`),
                  ...o.withImported.map((n) => `${n} (imported)`),
                ].join(', ')}
                .
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {plan.adjustments.length > 0 ? (
        <Section title={`Adjusted or left out (${plan.adjustments.length})`}>
          <ul className="list-disc space-y-1 pl-5">
            {plan.adjustments.map((a, i) => (
              <li key={i}>
                {a.showName ? <span className="font-medium">{a.showName}: </span> : null}
                {a.message}
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
