import { describe, expect, it } from 'vitest';
import { chunkCycle } from './chunk-cycles';

const chunk = (fileName: string, ...imports: string[]) => ({ fileName, imports });

describe('chunkCycle', () => {
  it.each([
    ['no chunks', [], null],
    ['a chain', [chunk('a', 'b'), chunk('b', 'c'), chunk('c')], null],
    [
      'two paths to one chunk',
      [chunk('a', 'b', 'c'), chunk('b', 'd'), chunk('c', 'd'), chunk('d')],
      null,
    ],
    ['an import of a chunk not in the bundle', [chunk('a', 'gone')], null],
    [
      'two chunks in a ring',
      [chunk('page', 'sentences'), chunk('sentences', 'page')],
      ['page', 'sentences', 'page'],
    ],
    [
      'a ring behind a chain',
      [chunk('entry', 'a'), chunk('a', 'b'), chunk('b', 'c'), chunk('c', 'a')],
      ['a', 'b', 'c', 'a'],
    ],
    ['a chunk importing itself', [chunk('a', 'a')], ['a', 'a']],
  ] as const)('%s', (_name, chunks, ring) => {
    expect(chunkCycle(chunks)).toEqual(ring);
  });
});
