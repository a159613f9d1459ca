import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { findChromium } from '../../e2e/support/chromium';
import { PAINTED_AT } from './main-thread';

/**
 * A Chromium for the timed page loads, with nothing attached to its tabs but what a load needs.
 *
 * Playwright turns on the DevTools protocol's network, page and runtime reporting in every tab it
 * drives (its request events, console and error events), and its browser process then describes
 * every request of the page to Playwright as it goes: per load, ~130 CPU ms in Chromium's browser
 * process for a page of twenty files against ~87 for the one-file reference page, and ~25 in
 * the bench's own Node process, all on the same two cores as the page and the server. A member's
 * browser has no such listener, and the cost grew with a page's number of files, so it counted
 * against the pages and hardly against the reference. This browser is started on a DevTools pipe
 * of our own; a tab gets its size, the watcher's script and navigations, and the page's time is
 * read from the page when it has painted.
 */
export type LeanBrowser = {
  newTab(options: TabOptions): Promise<LeanTab>;
  close(): Promise<void>;
};

export type TabOptions = {
  width: number;
  height: number;
  /** A phone: touch, and the page laid out as on a phone's screen. */
  mobile?: boolean;
  /** Run in every document before its own scripts (the paint watcher). */
  initScript: string;
};

export type LeanTab = {
  /**
   * Opens the address from a blank page the tab has rested on (SETTLE_MS) and answers the page's
   * own paint time: the number the watcher leaves in `window.__paintedAt` (milliseconds from
   * navigation start).
   */
  open(url: string): Promise<number>;
  /** A DevTools protocol command for this tab (e.g. to slow its network down). */
  send(method: string, params?: object): Promise<unknown>;
  close(): Promise<void>;
};

/** The flags Playwright starts Chromium with that bear on a page's pace, and ours. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-back-forward-cache',
  '--disable-breakpad',
  '--disable-component-update',
  '--disable-component-extensions-with-background-pages',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-field-trial-config',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--disable-quic',
  '--disable-sync',
  // Playwright's too: a navigation shows the new page's first frame, not the old one held.
  '--disable-features=PaintHolding,OptimizationHints,MediaRouter',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  '--metrics-recording-only',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--no-service-autorun',
  '--password-store=basic',
  '--use-mock-keychain',
  '--remote-debugging-pipe',
  '--no-startup-window',
];

const PAINT_LIMIT_MS = 30_000;
/**
 * How long a tab rests on a blank page before each timed load. A page goes on working after its
 * paint (the reads and code it defers, its change stream), and so does the server it asked; a
 * load started at once shares the two cores with that. Loaded right after a page, the reference
 * page took 62-72 ms; after 400 ms on a blank page, 46-51 ms, and the pages themselves the same
 * either way (Profile 215 / 211 ms, the schedule 292 / 289, Team 161 / 161): the reference,
 * always loaded after a page, carried the page's leftovers, and the ratios were a third too kind.
 */
const SETTLE_MS = 400;

/** Starts the browser with one off-the-record context holding the given cookies. */
export async function launchLeanBrowser(
  cookies: { name: string; value: string; url: string }[],
): Promise<LeanBrowser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'radio-bench-chromium-'));
  const child = spawn(findChromium() ?? 'chromium', [...FLAGS, `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const protocol = new Protocol(child);
  const closeAll = async () => {
    await protocol.send('Browser.close').catch(() => undefined);
    await protocol.exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const { browserContextId } = (await protocol.send('Target.createBrowserContext', {
      disposeOnDetach: true,
    })) as { browserContextId: string };
    await protocol.send('Storage.setCookies', { browserContextId, cookies });
    return {
      newTab: (options) => openTab(protocol, browserContextId, options),
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

async function openTab(
  protocol: Protocol,
  browserContextId: string,
  { width, height, mobile = false, initScript }: TabOptions,
): Promise<LeanTab> {
  const { targetId } = (await protocol.send('Target.createTarget', {
    url: 'about:blank',
    browserContextId,
  })) as { targetId: string };
  const { sessionId } = (await protocol.send('Target.attachToTarget', {
    targetId,
    flatten: true,
  })) as { sessionId: string };
  const send = (method: string, params: object = {}) => protocol.send(method, params, sessionId);
  await send('Emulation.setDeviceMetricsOverride', {
    width,
    height,
    deviceScaleFactor: 1,
    mobile,
  });
  if (mobile) await send('Emulation.setTouchEmulationEnabled', { enabled: true });
  // The Page domain's reporting is the one thing on: its init scripts need it.
  await send('Page.enable');
  await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript });

  const evaluate = async (expression: string) =>
    (
      (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
        result: { value?: unknown };
      }
    ).result.value;
  /**
   * Evaluates the expression until it answers what `wanted` accepts; an evaluation in a document
   * that a navigation replaces fails and is asked again. Past PAINT_LIMIT_MS, fails with what the
   * tab shows.
   */
  const firstAnswer = async (expression: string, wanted: (value: unknown) => boolean) => {
    const deadline = Date.now() + PAINT_LIMIT_MS;
    for (;;) {
      // An answer that is a promise the page never settles must not outlast the limit either.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), Math.max(0, deadline - Date.now()));
      });
      const value = await Promise.race([evaluate(expression).catch(() => undefined), late]);
      clearTimeout(timer);
      if (wanted(value)) return value;
      if (Date.now() >= deadline) {
        const seen = await evaluate(
          `JSON.stringify({ url: location.href, main: (document.querySelector('main')?.outerHTML ?? document.body.innerText).slice(0, 400) })`,
        ).catch(() => 'nothing');
        throw new Error(
          `${expression.slice(0, 60)}… never answered; the tab shows ${String(seen)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  const open = async (url: string) => {
    await send('Page.navigate', { url: 'about:blank' });
    await firstAnswer(`location.href === 'about:blank'`, (value) => value === true);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await send('Page.navigate', { url });
    // Asked in the blank page until the navigation commits: the watcher in the new document has
    // kept its own time meanwhile.
    const paintedAt = await firstAnswer(
      `location.href === 'about:blank' ? null : ${PAINTED_AT}`,
      (value) => typeof value === 'number',
    ).catch((error: Error) => {
      throw new Error(`${url} never painted its content`, { cause: error });
    });
    return paintedAt as number;
  };
  return {
    open,
    send,
    close: async () => {
      await protocol.send('Target.closeTarget', { targetId });
    },
  };
}

/** The DevTools protocol over the pipe Chromium opens on file descriptors 3 and 4. */
class Protocol {
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private buffered = '';
  private ended = false;
  private readonly out: Writable;
  readonly exited: Promise<void>;

  constructor(child: ChildProcess) {
    this.out = child.stdio[3] as Writable;
    const incoming = child.stdio[4] as Readable;
    incoming.setEncoding('utf8');
    incoming.on('data', (text: string) => this.receive(text));
    // A Chromium that cannot be started ends like one that exits: every command is refused.
    this.exited = new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.once('error', () => resolve());
    });
    void this.exited.then(() => {
      this.ended = true;
      for (const { reject } of this.pending.values()) reject(new Error('Chromium exited'));
      this.pending.clear();
    });
    this.out.on('error', () => undefined);
  }

  send(method: string, params: object = {}, sessionId?: string): Promise<unknown> {
    if (this.ended) return Promise.reject(new Error('Chromium exited'));
    const id = ++this.nextId;
    this.out.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  private receive(text: string) {
    this.buffered += text;
    for (let end = this.buffered.indexOf('\0'); end >= 0; end = this.buffered.indexOf('\0')) {
      const message = JSON.parse(this.buffered.slice(0, end)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      this.buffered = this.buffered.slice(end + 1);
      if (message.id === undefined) continue;
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result);
    }
  }
}
