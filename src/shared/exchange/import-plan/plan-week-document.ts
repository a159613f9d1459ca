import { differenceInCalendarDays } from 'date-fns';
import { SLOTS_PER_WEEK } from '../../constants/limits';
import { occurrencesInWeek, type RecurrenceRule } from '../../schedule/recurrence';
import { absoluteSlot } from '../../schedule/slots';
import { addDays, weekEndOf } from '../../schedule/week';
import { isImageUrl } from '../../image-rules';
import { localText } from '../../i18n/local-text';
import {
  djResolver,
  libraryMatcher,
  type ImportPlan,
  type NewShow,
  type PlanContext,
  type PlanNote,
  type PlannedPlacement,
  type PlannedRemoval,
  type PlannedSeries,
  type PlanText,
  type SeriesOption,
  type ShowRef,
} from './import-plan';
import { finishPlan } from './finish-plan';
import { identicalRunning, recreateLimitProblem, refuseOutOfLimits } from './recreated-series';
import { ImportFileError } from './import-file-error';
import type {
  DocumentPlacement,
  DocumentSeries,
  WeekDocument,
} from '../week-document/week-document';

/**
 * Plans the import of a JSON week document into a week (docs/decisions/0010-import.md).
 * Placements land on the same days and slots. A series whose first placement is in the file is
 * recreated, moved by whole weeks so it keeps its weekdays: a weekly Tuesday series first placed
 * on 2026-11-24 and imported into the week of 2027-01-03 starts on 2027-01-05. Occurrences the
 * file's week did not show become removed instances; exceptions stay exceptions. Placements of a
 * series that began before the file's week become ordinary placements.
 */
export function planWeekDocument(document: WeekDocument, context: PlanContext): ImportPlan {
  const shiftDays = differenceInCalendarDays(context.weekId, document.week.startDate);
  const shift = (date: string) => addDays(date, shiftDays);
  const matcher = libraryMatcher(context.library);
  const djs = djResolver(context.djs);
  const adjustments: PlanNote[] = [];
  const createdShows: NewShow[] = [];
  const createdByName = new Map<string, NewShow>();
  const showRefs = new Map<string, ShowRef>();
  for (const show of document.shows) {
    const found = matcher.find(show.name);
    if (found) {
      showRefs.set(show.key, { kind: 'library', id: found.id });
      continue;
    }
    const already = createdByName.get(show.name.toLowerCase());
    if (already) {
      showRefs.set(show.key, { kind: 'new', key: already.key });
      continue;
    }
    createdShows.push({
      key: show.key,
      name: show.name.trim(),
      duration: show.duration,
      djIds: djs.ids(show.djNames),
      djNames: show.djNames,
      genres: [...new Set(show.genres)],
      description: show.description,
      color: show.color,
      imageUrl: safeImage(show.imageUrl),
    });
    createdByName.set(show.name.toLowerCase(), createdShows.at(-1)!);
    showRefs.set(show.key, { kind: 'new', key: show.key });
  }
  const refOf = (showKey: string | null, name: string): ShowRef => {
    if (showKey && showRefs.has(showKey)) return showRefs.get(showKey)!;
    // A show deleted from the exporting library: linked only if this library has one by that name.
    const found = matcher.find(name);
    return found ? { kind: 'library', id: found.id } : null;
  };

  // The file's series that start in its week: each may be recreated, if the person chooses so.
  const candidates = new Map<string, DocumentSeries>();
  for (const s of document.series) {
    const first = document.placements.find(
      (p) => p.seriesKey === s.key && p.seriesRole === 'first',
    );
    const startsInWeek =
      s.startDate >= document.week.startDate && s.startDate <= weekEndOf(document.week.startDate);
    if (first && startsInWeek) candidates.set(s.key, s);
  }
  const recreated = new Map<string, DocumentSeries>();
  const handled = new Set<string>();
  const seriesOptions: SeriesOption[] = [];

  const placements: PlannedPlacement[] = [];
  const series: PlannedSeries[] = [];
  const removals: PlannedRemoval[] = [];
  const place = (p: DocumentPlacement, role: PlannedPlacement['series']) =>
    placements.push({
      ref: `p${placements.length}`,
      show: refOf(p.showKey, p.showName),
      showName: p.showName,
      showDescription: p.showDescription,
      showGenres: [...new Set(p.showGenres)],
      showColor: p.showColor,
      showImageUrl: safeImage(p.showImageUrl),
      djNames: p.djNames,
      dayIndex: p.dayIndex,
      timeIndex: p.timeIndex,
      duration: p.duration,
      series: role,
      ...(p.isRepeat && { isRepeat: true as const }),
    });

  for (const [key, s] of candidates) {
    const rule: RecurrenceRule = {
      ...s.rule,
      ...(s.rule.endDate !== undefined && { endDate: shift(s.rule.endDate) }),
    };
    const first = document.placements.find((p) => p.seriesKey === key && p.seriesRole === 'first')!;
    const planned: PlannedSeries = {
      key,
      show: refOf(s.showKey ?? first.showKey, first.showName),
      showName: first.showName,
      rule,
      startDate: shift(s.startDate),
      endDate: s.endDate ? shift(s.endDate) : null,
      timeIndex: s.timeIndex,
      duration: s.duration,
      ...(s.isRepeat && { isRepeat: true as const }),
    };
    const choice = context.seriesChoices?.[key] ?? 'week-only';
    const cannotRecreate = recreateLimitProblem(planned, context.weekId);
    const running = identicalRunning(planned, context);
    seriesOptions.push({
      key,
      showName: planned.showName,
      rule,
      startDate: planned.startDate,
      endDate: planned.endDate,
      timeIndex: planned.timeIndex,
      duration: planned.duration,
      choice,
      cannotRecreate,
      alreadyRunning: running !== null,
      reach: [],
    });
    if (running) {
      // Its occurrences here are already drawn by the running series; edited ones stay single.
      handled.add(key);
      for (const p of document.placements.filter((x) => x.seriesKey === key)) {
        if (p.seriesRole === 'exception') place(p, null);
      }
      continue;
    }
    if (choice !== 'recreate') continue;
    if (cannotRecreate)
      throw new ImportFileError(422, 'validation_failed', cannotRecreate, {
        [`seriesChoices.${key}`]: cannotRecreate,
      });
    refuseOutOfLimits(planned);
    recreated.set(key, s);
    handled.add(key);
    series.push(planned);
    const generated = new Set(occurrencesInWeek(planned, context.weekId).map((o) => o.date));
    const covered = new Set<string>();
    for (const p of document.placements.filter((x) => x.seriesKey === key)) {
      const date =
        p.seriesRole === 'first'
          ? planned.startDate
          : p.originalInstanceDate
            ? shift(p.originalInstanceDate)
            : null;
      const fits =
        p.seriesRole === 'first' || (date !== null && generated.has(date) && !covered.has(date));
      if (!date || !fits) {
        place(p, null);
        adjustments.push({
          showName: p.showName,
          message: localText('exchange:plan.notFollowingRule'),
        });
        continue;
      }
      covered.add(date);
      if (p.seriesRole === 'instance') {
        // Drawn by the series from its own slot, as the grid would draw it.
        const dayIndex = differenceInCalendarDays(date, context.weekId);
        place(
          {
            ...p,
            dayIndex,
            timeIndex: s.timeIndex,
            duration: Math.min(s.duration, SLOTS_PER_WEEK - absoluteSlot(dayIndex, s.timeIndex)),
          },
          { key, role: 'instance', originalInstanceDate: date },
        );
      } else {
        place(p, { key, role: p.seriesRole!, originalInstanceDate: date });
      }
    }
    for (const date of generated) if (!covered.has(date)) removals.push({ seriesKey: key, date });
  }

  let flattened = 0;
  for (const p of document.placements) {
    if (p.seriesKey && handled.has(p.seriesKey)) continue;
    place(p, null);
    if (p.seriesKey && !candidates.has(p.seriesKey)) flattened++;
  }
  const notices: PlanText[] = [];
  if (flattened > 0) notices.push(localText('exchange:plan.flattened', { count: flattened }));
  if (document.placements.length === 0) notices.push(localText('exchange:plan.noShows'));
  const djNotice = djs.notice();
  if (djNotice) notices.push(djNotice);
  placements.sort(
    (a, b) => absoluteSlot(a.dayIndex, a.timeIndex) - absoluteSlot(b.dayIndex, b.timeIndex),
  );

  const usedNewKeys = new Set(
    [...placements, ...series].flatMap((p) => (p.show?.kind === 'new' ? [p.show.key] : [])),
  );
  return finishPlan(
    {
      format: 'json',
      weekId: context.weekId,
      placements,
      series,
      seriesOptions,
      removals,
      matchedShows: matcher.matched(),
      createdShows: createdShows.filter((s) => usedNewKeys.has(s.key)),
      adjustments,
      notices,
      suggestedSourceWeek: null,
    },
    context,
  );
}

/** Only image references the Show Library itself accepts are kept (no javascript: and such). */
const safeImage = (url: string | null) => (url && isImageUrl(url) ? url : null);
