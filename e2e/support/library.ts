import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A file for `setInputFiles`. */
export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A short random suffix, so names made by parallel tests never collide. */
export function uniqueSuffix(): string {
  return randomBytes(3).toString('hex');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real single-colour PNG made on the fly (no fixture files to keep in the repository). */
export function pngFile(
  name: string,
  width: number,
  height: number,
  rgb: [number, number, number],
) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.from([0, ...Array.from({ length: width * 3 }, (_, i) => rgb[i % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer } satisfies FilePayload;
}

/** Creates a DJ through the API as the page's signed-in user; returns its id. */
export async function createDjThroughApi(
  page: Page,
  baseURL: string | undefined,
  dj: { name: string; active?: boolean; tags?: string[] },
): Promise<string> {
  if (!baseURL) throw new Error('No baseURL: is the e2e global setup running?');
  const response = await page.request.post('/api/djs', {
    data: dj,
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { dj: { id: string } }).dj.id;
}

/** Fetches an image the page shows and checks it is served by URL from our media store. */
export async function expectServedImage(page: Page, src: string | null): Promise<void> {
  expect(src).toMatch(/^\/media\/[a-f0-9]{64}$/);
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
}

/** A toast with this title, in the notifications region (not the screen-reader announcement). */
export function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}

/**
 * Fails on serious or critical accessibility violations (DESIGN.md §6) on the page as it is, or
 * only within `selector` (an open dialog: the page behind it is inert and scanned on its own).
 */
export async function expectNoSeriousA11yIssues(page: Page, selector?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
