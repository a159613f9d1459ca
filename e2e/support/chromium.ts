import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The system's Chromium (Playwright cannot download its own browser here): $CHROMIUM_PATH, then
 * /usr/bin/chromium, then chromium, chromium-browser or google-chrome on PATH. Undefined when
 * none is found, which lets Playwright use a browser it installed itself.
 */
export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Flags for a headless Chromium on a machine with no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
