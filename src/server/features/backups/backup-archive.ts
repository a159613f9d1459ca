import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { constants as zlibConstants, createGunzip, gunzipSync } from 'node:zlib';
import { formatBytes } from '../../../shared/backups/format-bytes';

/**
 * The backup file: one gzip stream holding a magic line and then frames, each a one-byte kind,
 * a four-byte big-endian length and that many bytes. An entry starts with a header frame (its
 * name, as JSON) and continues with data frames; the archive ends with an end frame, so a file cut
 * short is told apart from a complete one. Frames let each table stream in without knowing its
 * size first (a tar header needs the size before the data).
 */
export const ARCHIVE_MAGIC = Buffer.from('RADIO-STATION-BACKUP\n');

const HEADER = 0x48; // 'H'
const DATA = 0x44; // 'D'
const END = 0x5a; // 'Z'

/** Data frames stay below this size so a reader never holds much more than one in memory. */
export const MAX_FRAME_BYTES = 1 << 20;

/** Compressed bytes read to find the magic line: its block header and first literals. */
const MAGIC_PREFIX_BYTES = 1024;

/** The manifest's entry: the one entry a reader holds whole in memory (and parses). */
export const MANIFEST_ENTRY = 'manifest.json';

/** An entry's name: `manifest.json` or `tables/<schema>.<table>.copy`. */
const ENTRY_NAME = /^[A-Za-z0-9_./-]{1,200}$/;
const MAX_NAME_FRAME_BYTES = 1024;

/**
 * How much a file may unpack to, counted while it is read: a file a few hundred kilobytes long
 * can inflate to a thousand times that, so sizes are never taken on trust. Reading stops at the
 * first byte past a limit.
 */
export type ArchiveLimits = {
  /** The manifest, held in memory: a few hundred bytes per table and image. */
  manifestBytes: number;
  /** Any other entry (a table's rows): streamed, never held, so this bounds time and disk. */
  entryBytes: number;
  /** The whole archive, unpacked. */
  totalBytes: number;
  entries: number;
};

export const ARCHIVE_LIMITS: ArchiveLimits = {
  // About 150,000 images' worth of manifest.
  manifestBytes: 32 * 2 ** 20,
  // The images table in COPY text (hex, twice the images' size) of several hundred members at
  // the 200 MB upload quota each.
  entryBytes: 128 * 2 ** 30,
  totalBytes: 256 * 2 ** 30,
  // The app has some twenty tables.
  entries: 1_000,
};

export class BackupFileError extends Error {}

export function headerFrame(name: string): Buffer {
  return frame(HEADER, Buffer.from(JSON.stringify({ name })));
}

export function dataFrames(chunk: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  for (let at = 0; at < chunk.length; at += MAX_FRAME_BYTES) {
    frames.push(frame(DATA, chunk.subarray(at, at + MAX_FRAME_BYTES)));
  }
  return frames;
}

export function endFrame(): Buffer {
  return frame(END, Buffer.alloc(0));
}

function frame(kind: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = kind;
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

export type ArchiveEvent =
  { kind: 'entry'; name: string } | { kind: 'data'; bytes: Buffer } | { kind: 'end' };

/**
 * Reads an archive's events in order. `onRawBytes` sees the file's own bytes (for its checksum).
 * A file that is not gzip, lacks the magic line, holds a malformed frame, unpacks past `limits`
 * or ends early throws a BackupFileError with a message for the person restoring.
 */
export async function* readArchive(
  file: string,
  options: { onRawBytes?: (chunk: Buffer) => void; limits?: ArchiveLimits } = {},
): AsyncGenerator<ArchiveEvent> {
  const limits = options.limits ?? ARCHIVE_LIMITS;
  const raw = createReadStream(file);
  if (options.onRawBytes) raw.on('data', options.onRawBytes as (chunk: string | Buffer) => void);
  const gunzip = createGunzip();
  raw.on('error', (error) => gunzip.destroy(error));
  raw.pipe(gunzip);
  let pending: Buffer = Buffer.alloc(0);
  // Chunks arrive in 16 KiB pieces and a frame holds up to 2 MiB: they wait in a list and are
  // joined once the frame they complete is whole, not copied again with every piece.
  const waiting: Buffer[] = [];
  let waitingBytes = 0;
  let needed = 0;
  let sawMagic = false;
  let ended = false;
  let total = 0;
  let entries = 0;
  let entry = { name: '', bytes: 0, limit: limits.entryBytes };
  try {
    for await (const chunk of gunzip) {
      if (ended) throw new BackupFileError('The backup file has data after its end.');
      total += (chunk as Buffer).length;
      if (total > limits.totalBytes)
        throw tooLarge(`it unpacks to more than ${formatBytes(limits.totalBytes)}`);
      waiting.push(chunk as Buffer);
      waitingBytes += (chunk as Buffer).length;
      if (pending.length + waitingBytes < needed) continue;
      pending = Buffer.concat([pending, ...waiting]);
      waiting.length = 0;
      waitingBytes = 0;
      if (!sawMagic) {
        needed = ARCHIVE_MAGIC.length;
        if (pending.length < ARCHIVE_MAGIC.length) continue;
        if (!pending.subarray(0, ARCHIVE_MAGIC.length).equals(ARCHIVE_MAGIC)) throw notOurs();
        sawMagic = true;
        pending = pending.subarray(ARCHIVE_MAGIC.length);
      }
      needed = 5;
      while (pending.length >= 5) {
        const kind = pending[0]!;
        const length = pending.readUInt32BE(1);
        if (length > MAX_FRAME_BYTES * 2) throw damaged('a frame is larger than allowed');
        if (kind === HEADER && length > MAX_NAME_FRAME_BYTES)
          throw damaged('an entry has no readable name');
        if (pending.length < 5 + length) {
          needed = 5 + length;
          break;
        }
        needed = 5;
        const payload = pending.subarray(5, 5 + length);
        pending = pending.subarray(5 + length);
        if (kind === HEADER) {
          const name = entryName(payload);
          entries += 1;
          if (entries > limits.entries)
            throw tooLarge(`it has more than ${limits.entries} entries`);
          const limit = name === MANIFEST_ENTRY ? limits.manifestBytes : limits.entryBytes;
          entry = { name, bytes: 0, limit };
          yield { kind: 'entry', name };
        } else if (kind === DATA) {
          entry.bytes += length;
          if (entry.bytes > entry.limit)
            throw tooLarge(
              `its entry ${entry.name} unpacks to more than ${formatBytes(entry.limit)}`,
            );
          yield { kind: 'data', bytes: Buffer.from(payload) };
        } else if (kind === END) {
          ended = true;
          yield { kind: 'end' };
        } else throw damaged('an unknown frame');
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`There is no file at ${file}.`);
    if (code === 'EISDIR') throw new BackupFileError(`${file} is a folder, not a backup file.`);
    if (code === 'EACCES')
      throw new BackupFileError(`The file ${file} cannot be read (permission denied).`);
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
      // gunzip may fail before it hands out its first chunk (a small file damaged past its
      // beginning), so whether the file is ours is read from its beginning, not from the chunks.
      const ours = sawMagic || (await beginsWithMagic(file));
      throw ours ? damaged('its compressed data is corrupt') : notOurs();
    }
    throw error;
  } finally {
    raw.destroy();
  }
  if (!sawMagic) throw notOurs();
  if (!ended || pending.length > 0 || waitingBytes > 0) {
    throw new BackupFileError('The backup file is incomplete: it ends before its last entry.');
  }
}

/** Whether the file's first bytes inflate to the magic line, whatever follows them. */
async function beginsWithMagic(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(MAGIC_PREFIX_BYTES),
      0,
      MAGIC_PREFIX_BYTES,
      0,
    );
    const start = gunzipSync(buffer.subarray(0, bytesRead), {
      finishFlush: zlibConstants.Z_SYNC_FLUSH,
    });
    return start.subarray(0, ARCHIVE_MAGIC.length).equals(ARCHIVE_MAGIC);
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

function entryName(payload: Buffer): string {
  try {
    const parsed = JSON.parse(payload.toString('utf8')) as { name?: unknown };
    if (typeof parsed.name === 'string' && ENTRY_NAME.test(parsed.name)) return parsed.name;
  } catch {
    // reported below
  }
  throw damaged('an entry has no readable name');
}

function notOurs(): BackupFileError {
  return new BackupFileError('This file is not a Radio Station backup.');
}

/** A file that unpacks to more than any backup holds: damaged, or made to exhaust memory. */
function tooLarge(what: string): BackupFileError {
  return new BackupFileError(
    `The backup file is refused: ${what}, more than a Radio Station backup holds (a damaged or crafted file).`,
  );
}

function damaged(why: string): BackupFileError {
  return new BackupFileError(`The backup file is damaged (${why}).`);
}
