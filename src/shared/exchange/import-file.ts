import { addDays, isWeekId, weekIdOf, type CivilDate } from '../schedule/week';
import { firstOccurrence, IcsParseError, occurrencesBetween, parseCalendar } from './ics-events';
import type { ImportPlan, PlanContext } from './import-plan';
import { IMPORT_MESSAGES } from './import-limits';
import { planIcs } from './plan-ics';
import { planWeekDocument } from './plan-week-document';
import {
  WEEK_DOCUMENT_FORMAT,
  WEEK_DOCUMENT_VERSION,
  weekDocumentSchema,
  type WeekDocument,
} from './week-document';

export type ImportFile =
  | { kind: 'json'; document: WeekDocument }
  | { kind: 'ics'; calendar: ReturnType<typeof parseCalendar> };

/** A file the import refuses, with the HTTP status and code the API answers with. */
export class ImportFileError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * Recognises and reads an uploaded file: a week export (by its .json name or a JSON body) or an
 * iCalendar file (by its .ics name or its BEGIN:VCALENDAR line). Anything else is refused.
 */
export function readImportFile(fileName: string, text: string): ImportFile {
  const name = fileName.toLowerCase();
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (name.endsWith('.ics') || /^BEGIN:VCALENDAR/i.test(body)) {
    try {
      return { kind: 'ics', calendar: parseCalendar(body) };
    } catch (error) {
      if (error instanceof IcsParseError)
        throw new ImportFileError(422, 'invalid_calendar', IMPORT_MESSAGES.invalidCalendar);
      throw error;
    }
  }
  if (!name.endsWith('.json') && !body.startsWith('{'))
    throw new ImportFileError(415, 'unsupported_file', IMPORT_MESSAGES.unsupported);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new ImportFileError(400, 'invalid_json', IMPORT_MESSAGES.invalidJson);
  }
  const head = value as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== WEEK_DOCUMENT_FORMAT)
    throw new ImportFileError(422, 'not_week_document', IMPORT_MESSAGES.notWeekDocument);
  if (head.version !== WEEK_DOCUMENT_VERSION)
    throw new ImportFileError(422, 'unsupported_version', IMPORT_MESSAGES.unsupportedVersion);
  const parsed = weekDocumentSchema.safeParse(value);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    const [path, message] = Object.entries(fields)[0] ?? ['', 'Invalid week export'];
    throw new ImportFileError(
      422,
      'invalid_document',
      `This week export is damaged (${path || 'file'}: ${message}).`,
      fields,
    );
  }
  return { kind: 'json', document: parsed.data };
}

/**
 * The preview of importing a file into a week. For an .ics, `sourceWeekId` names another week of
 * the file whose events are placed on the same weekdays of the target week (the offer made when
 * the target week has none).
 */
export function planImport(
  file: ImportFile,
  context: PlanContext,
  options: { sourceWeekId?: CivilDate | null } = {},
): ImportPlan {
  if (file.kind === 'json') return planWeekDocument(file.document, context);
  const sourceWeekId = options.sourceWeekId ?? context.weekId;
  if (!isWeekId(sourceWeekId))
    throw new ImportFileError(422, 'validation_failed', IMPORT_MESSAGES.badSourceWeek, {
      sourceWeek: IMPORT_MESSAGES.badSourceWeek,
    });
  const occurrences = occurrencesBetween(
    file.calendar,
    sourceWeekId,
    addDays(sourceWeekId, 6),
    context.timeZone,
  );
  const first = occurrences.length === 0 ? firstOccurrence(file.calendar, context.timeZone) : null;
  return planIcs(
    {
      occurrences,
      sourceWeekId,
      firstWeekWithEvents: first ? weekIdOf(first.start.date) : null,
    },
    context,
  );
}

/** Whether confirming a plan would write anything. */
export function planIsEmpty(plan: ImportPlan): boolean {
  return plan.placements.length === 0 && plan.removals.length === 0;
}
