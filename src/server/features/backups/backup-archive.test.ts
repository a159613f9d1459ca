import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_MAGIC, dataFrames, endFrame, headerFrame, readArchive } from './backup-archive';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'radio-archive-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readAll(file: string): Promise<number> {
  let events = 0;
  for await (const _event of readArchive(file)) events += 1;
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
