// The benchmark page: mounts the product's real schedule screen, or FullCalendar's week view, with
// the same 672 blocks, and exposes timing helpers to the Playwright driver (bench/browser.ts).
import { Calendar } from '@fullcalendar/core';
import timeGridPlugin from '@fullcalendar/timegrid';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { addDays, currentWeekId } from '../../src/shared/schedule/week';
import { ToastProvider } from '../../src/web/components/ui/toast/toast-provider';
import { ScheduleScreen } from '../../src/web/features/schedule/components/schedule-screen';
import type { Access } from '../../src/shared/team/access';
import { AuthContext, type AuthState } from '../../src/web/lib/auth-context';
import { accessQueryKey, showsQueryKey, weekQueryKey } from '../../src/web/lib/query-keys';
import { fullWeek } from '../lib/week-fixture';
import { installDragProbes, type DragProbes } from './drag-probes';
import './harness.css';

const TIME_ZONE = 'UTC';
// Next week: editable, and without the now line, so both calendars draw the same things.
const weekId = addDays(currentWeekId(new Date(), TIME_ZONE), 7);
const week = fullWeek(weekId);
const stage = document.getElementById('stage')!;

/** Resolves after the next frame has been painted: a task posted from a frame callback. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}

/** From the mount call until the blocks are in the page and a frame showing them was painted. */
async function timeMount(mount: (host: HTMLElement) => void, ready: () => boolean) {
  const host = document.createElement('div');
  host.style.cssText = 'flex: 1; min-height: 0; display: flex; flex-direction: column';
  stage.replaceChildren(host);
  await nextPaint();
  const started = performance.now();
  mount(host);
  lastScriptMs = performance.now() - started;
  do await nextPaint();
  while (!ready());
  return performance.now() - started;
}

const SIGNED_IN: AuthState = {
  status: 'signed-in',
  user: {
    id: 'bench',
    email: 'bench@example.com',
    name: 'Bench',
    createdAt: new Date(0).toISOString(),
  },
  signOut: async () => undefined,
  signedIn: () => undefined,
};

let root: Root | null = null;
/** How long the last mount call itself took (scripting, before style, layout and paint). */
let lastScriptMs = 0;
let calendar: Calendar | null = null;

function unmount() {
  root?.unmount();
  root = null;
  calendar?.destroy();
  calendar = null;
  stage.replaceChildren();
}

function mountOurs(host: HTMLElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(weekQueryKey(weekId), week);
  // The library panel opens empty instead of asking a server.
  client.setQueryData(showsQueryKey, []);
  // A member who may change the schedule (a station manager), signed in: the editable screen.
  const access: Access = {
    role: 'Station Manager',
    ownDjIds: [],
    settings: { djPermissions: 'everything', weekStatusManagersOnly: false },
    waitingCount: 0,
  };
  client.setQueryData(accessQueryKey, access);
  const now = new Date();
  const clock = {
    timeZone: TIME_ZONE,
    now,
    today: addDays(weekId, -7),
    currentWeekId: addDays(weekId, -7),
  };
  root = createRoot(host);
  const r = root;
  flushSync(() =>
    r.render(
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={SIGNED_IN}>
          <ToastProvider>
            <ScheduleScreen clock={clock} weekId={weekId} goToWeek={() => undefined} />
          </ToastProvider>
        </AuthContext.Provider>
      </QueryClientProvider>,
    ),
  );
}

// The time-grid plugin's own option (its types are not merged into CalendarOptions here).
const TIME_GRID_OPTIONS = { allDaySlot: false };

/** FullCalendar's timeGridWeek with 15-minute rows, as our grid has, and the same events. */
function mountFullCalendar(host: HTMLElement) {
  const startOf = (day: number, slot: number) => {
    const minutes = slot * 15;
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    return `${addDays(weekId, day)}T${hh}:${mm}:00`;
  };
  calendar = new Calendar(host, {
    plugins: [timeGridPlugin],
    initialView: 'timeGridWeek',
    initialDate: weekId,
    timeZone: TIME_ZONE,
    slotDuration: '00:15:00',
    ...TIME_GRID_OPTIONS,
    height: '100%',
    scrollTime: '06:00:00',
    events: week.blocks.map((b) => ({
      id: b.id,
      title: b.showName,
      start: startOf(b.dayIndex, b.timeIndex),
      end: startOf(b.dayIndex, b.timeIndex + b.duration),
      backgroundColor: b.showColor,
      borderColor: b.showColor,
      extendedProps: { djNames: b.djNames },
    })),
  });
  calendar.render();
}

const count = (selector: string) => document.querySelectorAll(selector).length;
const BLOCKS = week.blocks.length;

declare global {
  interface Window {
    bench: {
      blocks: number;
      lastScriptMs: () => number;
      weekId: string;
      renderOurs: () => Promise<number>;
      renderFullCalendar: () => Promise<number>;
      mountOursForDrag: () => Promise<void>;
      unmount: () => void;
      probes: DragProbes;
    };
  }
}

window.bench = {
  blocks: BLOCKS,
  lastScriptMs: () => lastScriptMs,
  weekId,
  renderOurs: () => timeMount(mountOurs, () => count('[data-block-id]') >= BLOCKS),
  renderFullCalendar: () => timeMount(mountFullCalendar, () => count('.fc-event') >= BLOCKS),
  async mountOursForDrag() {
    await timeMount(mountOurs, () => count('[data-block-id]') >= BLOCKS);
  },
  unmount,
  probes: installDragProbes(),
};
