import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from './constants/limits';
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  imageFileProblem,
  sniffImageType,
} from './image-rules';

describe('imageFileProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: MAX_IMAGE_BYTES }, null],
    [{ type: 'image/jpg', size: 10 }, null],
    [{ type: 'image/gif', size: 10 }, null],
    [{ type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, IMAGE_SIZE_MESSAGE],
    [{ type: 'image/png', size: 6 * 1024 * 1024 }, IMAGE_SIZE_MESSAGE],
    [{ type: 'application/pdf', size: 10 }, IMAGE_TYPE_MESSAGE],
    [{ type: 'image/svg+xml', size: 10 }, IMAGE_TYPE_MESSAGE],
    [{ type: 'image/webp', size: 10 }, IMAGE_TYPE_MESSAGE],
    [{ type: '', size: 10 }, IMAGE_TYPE_MESSAGE],
    // The type is checked first: a big PDF is the wrong kind of file before it is too big.
    [{ type: 'application/pdf', size: 6 * 1024 * 1024 }, IMAGE_TYPE_MESSAGE],
  ])('%j -> %s', (file, expected) => {
    expect(imageFileProblem(file)).toBe(expected);
  });

  it('uses the messages of the spec', () => {
    expect(IMAGE_TYPE_MESSAGE).toBe('Please select a valid image file (JPEG, PNG, or GIF)');
    expect(IMAGE_SIZE_MESSAGE).toBe('File size must be less than 5MB');
  });
});

describe('sniffImageType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['GIF87a', new TextEncoder().encode('GIF87a...'), 'image/gif'],
    ['GIF89a', new TextEncoder().encode('GIF89a...'), 'image/gif'],
    ['GIF88a', new TextEncoder().encode('GIF88a...'), null],
    ['text', new TextEncoder().encode('hello'), null],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47), null],
    ['nothing', bytes(), null],
  ])('%s -> %s', (_, value, expected) => {
    expect(sniffImageType(value)).toBe(expected);
  });
});
