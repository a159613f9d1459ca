import ICAL from 'ical.js';

/** For tests: an iCalendar file read back by a third-party parser (ical.js) and expanded. */
export type Occurrence = {
  uid: string;
  summary: string;
  start: string;
  end: string;
  utcStart: string;
  utcEnd: string;
};

/** Parses with ical.js (its VTIMEZONE registered) and expands every event within [from, to). */
export function expand(text: string, from: string, to: string): Occurrence[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  }
  const events = root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const masters = events.filter((e) => !e.isRecurrenceException());
  for (const exception of events.filter((e) => e.isRecurrenceException())) {
    masters.find((m) => m.uid === exception.uid)!.relateException(exception);
  }
  const local = (t: ICAL.Time) =>
    `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
  const occurrence = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time): Occurrence => ({
    uid: item.uid,
    summary: item.summary,
    start: local(start),
    end: local(end),
    utcStart: start.toJSDate().toISOString(),
    utcEnd: end.toJSDate().toISOString(),
  });
  const out: Occurrence[] = [];
  for (const event of masters) {
    if (!event.isRecurring()) {
      out.push(occurrence(event, event.startDate, event.endDate));
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const start = local(details.startDate);
      if (start.slice(0, 10) >= to) break;
      if (start.slice(0, 10) < from) continue;
      out.push(occurrence(details.item, details.startDate, details.endDate));
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start));
}
const pad = (n: number) => String(n).padStart(2, '0');
