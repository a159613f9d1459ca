import { addDays } from '../../src/shared/schedule/week';
import { answered, type GrowthContext, type GrowthFigure } from '../lib/growth';
import { median } from '../lib/stats';

export const IMPORT_PREVIEW_FIGURE = 'import preview of a calendar file (events)';
export const IMPORT_WAIT_FIGURE = 'longest /api/health wait beside an import preview (events)';
/** 1x, 10x and 50x: 40 events (about 40 KB) up to the most the import takes (2000, about 2 MB). */
export const IMPORT_EVENTS = [40, 400, 2000] as const;
const RUNS = 3;

/**
 * DESIGN.md §6: no request stalls the event loop over ~100 ms, and a 2 MB calendar file is the
 * largest request the server reads at length. While an import preview of 40, 400 and 2000 events
 * (about 1 KB each) is read, another client asks /api/health back to back; its longest wait is how
 * long the server's event loop was held. The reading takes turns (ics-turns.test.ts shows a turn
 * before each bounded piece of work), so the wait stays near a slice as the file grows 50x: the bar
 * holds the wait at 2000 events to 5x the wait at 40. Median of three previews at each size.
 */
export const importWaitGrowth: GrowthFigure = async (ctx) => {
  const rows = [];
  for (const events of IMPORT_EVENTS) {
    const text = calendarFile(ctx.firstWeek, events);
    await preview(ctx, text); // warm-up
    const previews: number[] = [];
    const waits: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { previewMs, longestWaitMs } = await previewBesideProbe(ctx, text);
      previews.push(previewMs);
      waits.push(longestWaitMs);
    }
    rows.push({ figure: IMPORT_PREVIEW_FIGURE, size: events, ms: median(previews) });
    rows.push({ figure: IMPORT_WAIT_FIGURE, size: events, ms: median(waits) });
  }
  return rows;
};

async function preview(ctx: GrowthContext, text: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/calendar' }), 'season.ics');
  await answered(
    await ctx.fetch(`/api/weeks/${ctx.firstWeek}/import/preview`, { method: 'POST', body: form }),
  );
}

/** One preview, with /api/health asked back to back until it is answered. */
async function previewBesideProbe(ctx: GrowthContext, text: string) {
  let previewing = true;
  const waits: number[] = [];
  const probe = (async () => {
    while (previewing) {
      const asked = performance.now();
      await answered(await fetch(`${ctx.baseUrl}/api/health`));
      waits.push(performance.now() - asked);
    }
  })();
  const started = performance.now();
  await preview(ctx, text);
  const previewMs = performance.now() - started;
  previewing = false;
  await probe;
  return { previewMs, longestWaitMs: Math.max(...waits) };
}

/**
 * `events` shows of 45 minutes over three weeks from the one before `week` (a third of them in
 * it, within what a week may take), each with a description of about 800 bytes.
 */
function calendarFile(week: string, events: number): string {
  const stamp = (date: string, hour: number, minute: number) =>
    `${date.replaceAll('-', '')}T${String(hour).padStart(2, '0')}${String(minute).padStart(2, '0')}00Z`;
  const description = 'Lorem ipsum dolor sit amet. '.repeat(29).slice(0, 800);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//EN'];
  for (let i = 0; i < events; i++) {
    const date = addDays(week, (i % 21) - 7);
    const hour = Math.floor(i / 21) % 24;
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${i}@example.org`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${stamp(date, hour, 0)}`,
      `DTEND:${stamp(date, hour, 45)}`,
      `SUMMARY:Bench Import ${i % 300}`,
      'CATEGORIES:Jazz,Talk',
      `DESCRIPTION:${description}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}
