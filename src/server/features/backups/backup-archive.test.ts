import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARCHIVE_MAGIC,
  MANIFEST_ENTRY,
  dataFrames,
  endFrame,
  headerFrame,
  readArchive,
  type ArchiveLimits,
} from './backup-archive';
import { verifyArchive } from './backup-manifest';
import { writeZerosArchive } from './backup-test-support';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'radio-archive-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readAll(file: string, options?: Parameters<typeof readArchive>[1]): Promise<number> {
  let events = 0;
  for await (const _event of readArchive(file, options)) events += 1;
  return events;
}

/** An archive small enough that gunzip fails on damage before it hands out any output. */
function smallArchive(): Buffer {
  const body = Buffer.concat([
    ARCHIVE_MAGIC,
    headerFrame('table/shows'),
    ...dataFrames(randomBytes(6000)),
    endFrame(),
  ]);
  return gzipSync(body);
}

describe('reading a backup archive', () => {
  it('reads a whole archive', async () => {
    const file = path.join(dir, 'whole.backup');
    await writeFile(file, smallArchive());
    expect(await readAll(file)).toBe(3);
  });

  it('calls a small archive damaged in its middle damaged, not foreign', async () => {
    for (const at of [0.3, 0.5, 0.7, 0.9]) {
      const bytes = smallArchive();
      bytes[Math.floor(bytes.length * at)]! ^= 0xff;
      const file = path.join(dir, `flipped-${at}.backup`);
      await writeFile(file, bytes);
      await expect(readAll(file)).rejects.toThrow(/damaged|incomplete/);
    }
  });

  it('calls a gzip file without the magic line foreign', async () => {
    const file = path.join(dir, 'foreign.gz');
    await writeFile(file, gzipSync(Buffer.from('name,email\nAna,ana@example.com\n')));
    await expect(readAll(file)).rejects.toThrow('This file is not a Radio Station backup.');
    const damagedForeign = gzipSync(randomBytes(6000));
    damagedForeign[Math.floor(damagedForeign.length / 2)]! ^= 0xff;
    await writeFile(file, damagedForeign);
    await expect(readAll(file)).rejects.toThrow('This file is not a Radio Station backup.');
  });
});

describe('an archive made to exhaust memory', () => {
  const MiB = 2 ** 20;

  it('refuses a manifest that unpacks past its limit, reading no further than the limit', async () => {
    // 256 MiB of zeros in 256 KB: unbounded, this manifest would be read whole into one string.
    const file = path.join(dir, 'manifest-bomb.backup');
    await writeZerosArchive(file, MANIFEST_ENTRY, 256);
    const { size } = await stat(file);
    let read = 0;
    const refusal =
      'The backup file is refused: its entry manifest.json unpacks to more than 34 MB, more than a Radio Station backup holds (a damaged or crafted file).';
    await expect(readAll(file, { onRawBytes: (chunk) => (read += chunk.length) })).rejects.toThrow(
      refusal,
    );
    // It stopped at the limit (32 of 256 MiB), not at the end of the file.
    expect(read).toBeLessThan(size / 2);
    await expect(verifyArchive(file)).rejects.toThrow(refusal);
  });

  const small: ArchiveLimits = {
    manifestBytes: 1 * MiB,
    entryBytes: 4 * MiB,
    totalBytes: 8 * MiB,
    entries: 3,
  };
  const zeros = (mebibytes: number) => dataFrames(Buffer.alloc(mebibytes * MiB));
  const archive = (...parts: Buffer[]) =>
    gzipSync(Buffer.concat([ARCHIVE_MAGIC, ...parts, endFrame()]));

  it('refuses a table entry past its limit', async () => {
    const file = path.join(dir, 'table-bomb.backup');
    await writeZerosArchive(file, 'tables/public.media.copy', 16);
    await expect(verifyArchive(file, small)).rejects.toThrow(
      'The backup file is refused: its entry tables/public.media.copy unpacks to more than 4.2 MB',
    );
  });

  it.each([
    [
      'entries each within their limit that together pass the archive limit',
      archive(
        ...['a', 'b', 'c'].flatMap((name) => [headerFrame(`tables/${name}.copy`), ...zeros(3)]),
      ),
      'The backup file is refused: it unpacks to more than 8.4 MB',
    ],
    [
      'more entries than a backup has',
      archive(...['a', 'b', 'c', 'd'].map((name) => headerFrame(`tables/${name}.copy`))),
      'The backup file is refused: it has more than 3 entries',
    ],
    [
      'an entry name of a megabyte',
      archive(headerFrame('x'.repeat(MiB))),
      'The backup file is damaged (an entry has no readable name).',
    ],
    [
      'an entry name that is not a file name',
      archive(headerFrame('tables/\u001b[2Jwiped')),
      'The backup file is damaged (an entry has no readable name).',
    ],
  ])('refuses %s', async (_what, bytes, refusal) => {
    const file = path.join(dir, 'crafted.backup');
    await writeFile(file, bytes);
    await expect(readAll(file, { limits: small })).rejects.toThrow(refusal);
  });
});
