import { describe, expect, it } from 'vitest';
import { acceptedLanguages, viewportWidth } from './first-screen';

describe("the languages a browser's Accept-Language asks for, in its order", () => {
  it.each([
    { header: undefined, tags: [] },
    { header: '', tags: [] },
    { header: 'en-GB,en;q=0.9', tags: ['en-GB', 'en'] },
    { header: 'fr;q=0.5, es, de;q=0.8', tags: ['es', 'de', 'fr'] },
    { header: 'es;q=0, en', tags: ['en'] },
    { header: '*', tags: [] },
    { header: 'pt-BR;q=0.7,pt;q=0.7', tags: ['pt-BR', 'pt'] },
    // A weight that is no number counts as none; what is no tag is left out.
    { header: ';;;,,,q=,en;q=abc,<script>', tags: ['en'] },
  ])('$header → $tags', ({ header, tags }) => {
    expect(acceptedLanguages(header)).toEqual(tags);
  });

  it('takes at most twenty, whatever a stranger sends', () => {
    expect(
      acceptedLanguages(Array.from({ length: 5000 }, (_, i) => `en-x${i}`).join(',')),
    ).toHaveLength(20);
  });
});

describe("the window's width a browser's hint says", () => {
  it.each([
    { hint: undefined, width: undefined },
    { hint: '1024', width: 1024 },
    { hint: ' 390 ', width: 390 },
    { hint: '99', width: undefined },
    { hint: '99999', width: undefined },
    { hint: '9000', width: undefined },
    { hint: '1024.5', width: undefined },
    { hint: '-1024', width: undefined },
    { hint: '1e3', width: undefined },
  ])('$hint → $width', ({ hint, width }) => {
    expect(viewportWidth(hint)).toBe(width);
  });
});
