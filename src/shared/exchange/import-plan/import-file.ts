import { addDays, isWeekId, weekIdOf, type CivilDate } from '../../schedule/week';
import { IcsParseError, IcsTooManyOccurrencesError, parseCalendar } from '../ics-read/ics-events';
import { firstOccurrence, occurrencesBetween } from '../ics-read/ics-occurrences';
import type { ImportPlan, PlanContext } from './import-plan';
import { ImportFileError } from './import-file-error';
import { IMPORT_REFUSALS } from './import-limits';
import { localText } from '../../i18n/local-text';
import { planIcs, type IcsPlanInput } from './plan-ics';
import { planWeekDocument } from './plan-week-document';
import {
  WEEK_DOCUMENT_FORMAT,
  WEEK_DOCUMENT_VERSION,
  weekDocumentSchema,
  type WeekDocument,
} from '../week-document/week-document';

export type ImportFile =
  { kind: 'json'; document: WeekDocument } | { kind: 'ics'; week: IcsPlanInput };

/** Where an .ics file is read: its events of `sourceWeekId`, in `timeZone` wall-clock time. */
export type IcsReading = { weekId: CivilDate; sourceWeekId?: CivilDate | null; timeZone: string };

/**
 * Recognises and reads an uploaded file: a week export (by its .json name or a JSON body) or an
 * iCalendar file (by its .ics name or its BEGIN:VCALENDAR line). Anything else is refused. A
 * calendar is read in time slices and only for the week asked (`reading`): its events of
 * `sourceWeekId` (the target week unless another week of the file is to be placed there).
 */
export async function readImportFile(
  fileName: string,
  text: string,
  reading: IcsReading,
): Promise<ImportFile> {
  const name = fileName.toLowerCase();
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (name.endsWith('.ics') || /^BEGIN:VCALENDAR/i.test(body))
    return { kind: 'ics', week: await readCalendarWeek(body, reading) };
  if (!name.endsWith('.json') && !body.startsWith('{'))
    throw new ImportFileError(415, 'unsupported_file', IMPORT_REFUSALS.unsupported);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new ImportFileError(400, 'invalid_json', IMPORT_REFUSALS.invalidJson);
  }
  const head = value as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== WEEK_DOCUMENT_FORMAT)
    throw new ImportFileError(422, 'not_week_document', IMPORT_REFUSALS.notWeekDocument);
  if (head.version !== WEEK_DOCUMENT_VERSION)
    throw new ImportFileError(422, 'unsupported_version', IMPORT_REFUSALS.unsupportedVersion);
  const parsed = weekDocumentSchema.safeParse(value);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    const [path, message] = Object.entries(fields)[0] ?? ['', 'Invalid week export'];
    throw new ImportFileError(
      422,
      'invalid_document',
      // The field's own message is zod's English (a file's fault, named by its path).
      localText('exchange:refusal.damaged', {
        path: path || localText('exchange:refusal.damagedFile'),
        reason: message,
      }),
      fields,
    );
  }
  return { kind: 'json', document: parsed.data };
}

async function readCalendarWeek(body: string, reading: IcsReading): Promise<IcsPlanInput> {
  const sourceWeekId = reading.sourceWeekId ?? reading.weekId;
  if (!isWeekId(sourceWeekId))
    throw new ImportFileError(422, 'validation_failed', IMPORT_REFUSALS.badSourceWeek, {
      sourceWeek: IMPORT_REFUSALS.badSourceWeek,
    });
  try {
    const calendar = await parseCalendar(body);
    const to = addDays(sourceWeekId, 6);
    const occurrences = await occurrencesBetween(calendar, sourceWeekId, to, reading.timeZone);
    const first =
      occurrences.length === 0 ? await firstOccurrence(calendar, reading.timeZone) : null;
    return {
      occurrences,
      sourceWeekId,
      firstWeekWithEvents: first ? weekIdOf(first.start.date) : null,
    };
  } catch (error) {
    if (error instanceof IcsTooManyOccurrencesError)
      throw new ImportFileError(422, 'too_many_events', IMPORT_REFUSALS.tooManyWeekEvents);
    // Reading a file runs no query: whatever else fails here (ical.js refusing a malformed rule
    // or date) is the file's doing.
    if (!(error instanceof IcsParseError))
      throw new ImportFileError(422, 'invalid_calendar', IMPORT_REFUSALS.invalidCalendar);
    if (error.reason === 'too-many-events')
      throw new ImportFileError(422, 'too_many_events', IMPORT_REFUSALS.tooManyEvents);
    if (error.reason === 'rule-never-matches')
      throw new ImportFileError(422, 'invalid_calendar', IMPORT_REFUSALS.ruleNeverMatches);
    if (error.reason === 'too-complex')
      throw new ImportFileError(422, 'invalid_calendar', IMPORT_REFUSALS.calendarTooComplex);
    throw new ImportFileError(422, 'invalid_calendar', IMPORT_REFUSALS.invalidCalendar);
  }
}

/**
 * The preview of importing a file into a week. For an .ics read for another week of the file,
 * its events are placed on the same weekdays of the target week (the offer made when the target
 * week has none).
 */
export function planImport(file: ImportFile, context: PlanContext): ImportPlan {
  if (file.kind === 'json') return planWeekDocument(file.document, context);
  return planIcs(file.week, context);
}

/** Whether confirming a plan would write anything. */
export function planIsEmpty(plan: ImportPlan): boolean {
  return plan.placements.length === 0 && plan.removals.length === 0;
}
