import type { Locator, Page } from '@playwright/test';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from '../../scripts/pseudo-catalog';
import { expect, test } from './fixtures';

/**
 * The pseudo-locale journeys' checks (issue 37 point 5, decision 0074), shared by the page
 * journey (e2e/pseudo-locale.spec.ts) and the dialogs journey (e2e/pseudo-locale-dialogs.spec.ts):
 * a browser that asks for en-XA reads every catalog text accented, lengthened and between ⟦ ⟧
 * (scripts/pseudo-catalog.ts), so a text without those marks is outside the catalogs.
 */

/** A catalog text as the pseudo-locale writes it: "Profile Settings" → "⟦Þŕóóƒííĺéé…⟧". */
export const pseudo = (english: string) => `${PSEUDO_OPEN}${pseudoText(english)}${PSEUDO_CLOSE}`;

/** Letters a pseudo text carries and English does not (pseudo-catalog.ts's table, and ⟦ ⟧). */
const PSEUDO_MARK = /[⟦⟧àƀçđéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ]/;

/** What Intl writes in English (dates, weekday and month names, AM/PM): data, not catalog text. */
const INTL_WORDS =
  /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(day|sday|nesday|rsday|urday)?\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b|\b[AP]M\b/g;

/**
 * What `look` found: the texts without a pseudo mark, the catalog texts cut off, the page's
 * width, and (for a surface) how far the surface reaches past the window's right edge or past
 * its own box sideways (0 when it fits).
 */
export type Seen = { texts: string[]; cut: string[]; width: number; overflow: number };

/**
 * The texts a person reads or hears that carry no pseudo mark (text nodes of shown elements,
 * visually hidden ones included, and the names and hints in aria-label, title, placeholder and
 * alt), the catalog texts cut off (their element clips them), and the page width: on the whole
 * page, or only inside `surface` (an open dialog, menu or sheet).
 */
export function look(target: Page | Locator): Promise<Seen> {
  const root = 'goto' in target ? target.locator('body') : target;
  return root.evaluate((scope, mark) => {
    const marked = new RegExp(mark);
    const texts: string[] = [];
    const cut: string[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!element || !text || element.closest('script, style, noscript, svg')) continue;
      if (!element.checkVisibility()) continue;
      if (!marked.test(text)) texts.push(text);
      else if (text.includes('⟦')) {
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        // A visually hidden text (1 px wide, for screen readers) is clipped on purpose.
        const box = element.getBoundingClientRect();
        const hidden =
          box.width <= 1 || box.height <= 1 || style.clip !== 'auto' || style.clipPath !== 'none';
        if (clips && !hidden && element.scrollWidth > element.clientWidth + 1 && !element.title)
          cut.push(text);
      }
    }
    const named = [scope, ...scope.querySelectorAll('[aria-label], [title], [placeholder], [alt]')];
    for (const element of named) {
      if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value && !marked.test(value)) texts.push(value);
      }
    }
    let overflow = 0;
    if (scope !== document.body && scope instanceof HTMLElement) {
      // A native list's choices, drawn by the browser only when opened, are read too.
      for (const option of scope.querySelectorAll('option')) {
        const text = (option.textContent ?? '').trim();
        if (text && !marked.test(text)) texts.push(text);
      }
      const box = scope.getBoundingClientRect();
      overflow = Math.max(
        0,
        Math.ceil(box.right - document.documentElement.clientWidth),
        Math.ceil(-box.left),
        scope.scrollWidth - scope.clientWidth - 1,
      );
    }
    return { texts, cut, width: document.documentElement.scrollWidth, overflow };
  }, PSEUDO_MARK.source);
}

/**
 * Every string in the JSON the app read: the station's own data (names, notes, e-mails). Answers
 * arrive any time (another worker's change refreshes a list), and each body is read after its
 * headers: the function returned waits for the bodies of every answer seen so far, to be called
 * after `look` and before its texts are judged (a name drawn from an answer whose body was not
 * read yet was once taken for a text outside the catalogs).
 */
export function collectData(page: Page, data: Set<string>): () => Promise<void> {
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response
      .json()
      .catch(() => null)
      .then((body: unknown) => {
        const walk = (value: unknown) => {
          if (typeof value === 'string') data.add(value.trim());
          else if (Array.isArray(value)) value.forEach(walk);
          else if (value && typeof value === 'object') Object.values(value).forEach(walk);
        };
        walk(body);
      })
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return async () => {
    while (reading.size > 0) await Promise.all([...reading]);
  };
}

/**
 * Texts outside the catalogs: neither data, nor Intl's words, acronyms and initials ("UTC", "PM"
 * for Pseudo Manager's avatar) and digits alone, nor an address.
 */
export function outsideCatalogs(texts: string[], data: Set<string>): string[] {
  // A code snippet to paste (Station Settings' embeds) is code, not words.
  const words = (text: string) =>
    text
      .replace(/^<[\s\S]*>$/, '')
      .replace(INTL_WORDS, '')
      .replace(/\b[A-Z]{1,5}\b/g, '')
      .replace(/https?:\/\/\S+/g, '');
  return [...new Set(texts.filter((text) => !data.has(text) && /[A-Za-z]{2}/.test(words(text))))];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A name as the pseudo-locale writes it, or still in English (a feature not moved yet, or being
 * moved): for locators that must hold while the catalogs grow.
 */
export function either(english: string): RegExp {
  return new RegExp(`^(${escaped(pseudo(english))}|${escaped(english)})$`);
}

/**
 * The page's heading, in pseudo words (or still in English, for a page not moved yet), then no
 * reading left: nothing busy, no "Loading…".
 */
export async function heading(page: Page, english: string) {
  await expect(page.getByRole('heading', { level: 1, name: either(english) })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Loading|Ĺóóààđííñĝ/ })).toHaveCount(0);
}

/**
 * The checks on what `look` saw, soft so one run lists every fault: no text outside the
 * catalogs but `known` ones, no catalog text cut off, no sideways scroll (nor, for a surface,
 * reaching past the window or its own box). Returns the texts outside the catalogs.
 */
export function expectCatalogued(
  seen: Seen,
  data: Set<string>,
  known: readonly string[] | null,
  width: number,
): string[] {
  const where = `at ${width} px`;
  const outside = outsideCatalogs(seen.texts, data);
  if (known) {
    const unknown = outside.filter((text) => !known.includes(text));
    expect.soft(unknown, `texts outside the catalogs ${where}`).toEqual([]);
  }
  expect.soft(seen.cut, `catalog texts cut off ${where}`).toEqual([]);
  expect.soft(seen.width, `page width ${where}`).toBeLessThanOrEqual(width);
  expect.soft(seen.overflow, `sideways overflow of the open surface ${where}`).toBe(0);
  return outside;
}

/** Notes on the test what `known` lists and no longer shows up: the list may be pruned. */
export function noteStale(known: readonly string[], outside: Iterable<string>, where: string) {
  const found = new Set(outside);
  const stale = known.filter((text) => !found.has(text));
  if (stale.length > 0)
    test.info().annotations.push({
      type: 'stale notYet',
      description: `${where}: ${stale.join(' | ')}`,
    });
}
