import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { constants as zlibConstants, createGunzip, gunzipSync } from 'node:zlib';

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
 * A file that is not gzip, lacks the magic line, holds a malformed frame or ends early throws a
 * BackupFileError with a message for the person restoring.
 */
export async function* readArchive(
  file: string,
  onRawBytes: (chunk: Buffer) => void = () => undefined,
): AsyncGenerator<ArchiveEvent> {
  const raw = createReadStream(file);
  raw.on('data', (chunk) => onRawBytes(chunk as Buffer));
  const gunzip = createGunzip();
  raw.on('error', (error) => gunzip.destroy(error));
  raw.pipe(gunzip);
  let pending: Buffer = Buffer.alloc(0);
  let sawMagic = false;
  let ended = false;
  try {
    for await (const chunk of gunzip) {
      if (ended) throw new BackupFileError('The backup file has data after its end.');
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      if (!sawMagic) {
        if (pending.length < ARCHIVE_MAGIC.length) continue;
        if (!pending.subarray(0, ARCHIVE_MAGIC.length).equals(ARCHIVE_MAGIC)) throw notOurs();
        sawMagic = true;
        pending = pending.subarray(ARCHIVE_MAGIC.length);
      }
      while (pending.length >= 5) {
        const kind = pending[0]!;
        const length = pending.readUInt32BE(1);
        if (length > MAX_FRAME_BYTES * 2) throw damaged('a frame is larger than allowed');
        if (pending.length < 5 + length) break;
        const payload = pending.subarray(5, 5 + length);
        pending = pending.subarray(5 + length);
        if (kind === HEADER) yield { kind: 'entry', name: entryName(payload) };
        else if (kind === DATA) yield { kind: 'data', bytes: Buffer.from(payload) };
        else if (kind === END) {
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
  if (!ended || pending.length > 0) {
    throw new BackupFileError('The backup file is incomplete: it ends before its last entry.');
  }
}

/** The sha256 of a whole file, as hex. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
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
    if (typeof parsed.name === 'string') return parsed.name;
  } catch {
    // reported below
  }
  throw damaged('an entry has no readable name');
}

function notOurs(): BackupFileError {
  return new BackupFileError('This file is not a Radio Station backup.');
}

function damaged(why: string): BackupFileError {
  return new BackupFileError(`The backup file is damaged (${why}).`);
}
