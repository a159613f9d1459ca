import { describe, expect, it } from 'vitest';
import { drawingFor, mediaMatches, renderVisitor, viewportSize } from './render-visitor';

// In these tests there is no window: the server's side of each reader.
describe('what a server drawing a page takes for the browser', () => {
  const phone = { phone: true, languages: ['en-GB'] };
  const laptop = { phone: false, languages: [] };

  it.each([
    { who: laptop, query: '(min-width: 1280px)', matches: true },
    { who: laptop, query: '(max-width: 639.98px)', matches: false },
    { who: phone, query: '(min-width: 1280px)', matches: false },
    { who: phone, query: '(max-width: 639.98px)', matches: true },
    { who: phone, query: '(min-width: 390px)', matches: true },
    { who: laptop, query: '(pointer: coarse)', matches: false },
    { who: laptop, query: 'print', matches: false },
  ])('$query on a phone: $who.phone → $matches', async ({ who, query, matches }) => {
    expect(await drawingFor(who, async () => mediaMatches(query))).toBe(matches);
  });

  it("a phone's screen or a laptop's, as the visitor's browser says", async () => {
    expect(await drawingFor(phone, async () => viewportSize())).toEqual({
      width: 390,
      height: 844,
    });
    expect(await drawingFor(laptop, async () => viewportSize())).toEqual({
      width: 1440,
      height: 900,
    });
  });

  it('takes the width the browser said, and the queries follow it (a tablet: no room for the panel)', async () => {
    const tablet = { phone: false, languages: [], width: 1024 };
    expect(await drawingFor(tablet, async () => viewportSize())).toEqual({
      width: 1024,
      height: 900,
    });
    expect(await drawingFor(tablet, async () => mediaMatches('(min-width: 1280px)'))).toBe(false);
    const narrowed = { phone: false, languages: [], width: 500 };
    expect(await drawingFor(narrowed, async () => mediaMatches('(max-width: 639.98px)'))).toBe(
      true,
    );
  });

  it('is the visitor only while drawing, also when the drawing fails', async () => {
    await expect(
      drawingFor(phone, async () => {
        expect(renderVisitor()).toEqual(phone);
        throw new Error('no window here');
      }),
    ).rejects.toThrow('no window here');
    expect(renderVisitor()).toBeNull();
    // Nobody drawn for: a laptop's screen, matching no query.
    expect(mediaMatches('(max-width: 639.98px)')).toBe(false);
  });
});
