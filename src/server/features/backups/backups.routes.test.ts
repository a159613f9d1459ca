import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '../../../shared/backups/backup-status';
import { createLogger } from '../../lib/logger';
import { useTestApp } from '../../test/use-test-app';
import { startBackupService, type BackupService } from './backup-runner';

let dir: string;
let service: BackupService;
const lines: string[] = [];

// The folder is made before the app starts and removed after it closes (after hooks run last
// registered first).
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'radio-backup-routes-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
const { app, manager, dj } = useTestApp(
  {
    backups: (databaseUrl) =>
      (service = startBackupService({
        databaseUrl,
        settings: {
          backupDir: dir,
          schedule: { text: 'daily', intervalMs: 86_400_000 },
          keep: { text: '7 daily, 4 weekly' },
          appVersion: 'test',
        },
        log: createLogger({
          level: 'info',
          destination: { write: (line: string) => void lines.push(line) },
        }),
      })),
  },
  { manager: {}, dj: {} },
);
afterAll(() => service?.stop());

describe('/api/backups', () => {
  it('"Back up now" makes a verified backup in a child process and lists it', async () => {
    const before = (await manager.client.get('/api/backups')).json<BackupStatus>();
    expect(before).toMatchObject({
      schedule: 'daily',
      keep: '7 daily, 4 weekly',
      directory: dir,
      backups: [],
      lastGoodAt: null,
      overdue: false,
    });
    expect((await app.client().get('/api/health')).json()).toEqual({
      status: 'ok',
      database: 'up',
      lastGoodBackupAt: null,
    });

    const started = await manager.client.post('/api/backups');
    expect(started.status, started.text).toBe(202);
    expect(started.json<BackupStatus>().running).toBe(true);
    const again = await manager.client.post('/api/backups');
    expect(again.status).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'backup_running',
        message: 'A backup is already running. Wait for it to finish.',
      },
    });
    // Said in the request's language; the code stays.
    const inGerman = await manager.client.post('/api/backups', {
      headers: { 'accept-language': 'de' },
    });
    expect(inGerman.json()).toEqual({
      error: {
        code: 'backup_running',
        message: 'Es läuft bereits eine Sicherung. Warte, bis sie fertig ist.',
      },
    });

    await service.idle();
    const after = (await manager.client.get('/api/backups')).json<BackupStatus>();
    expect(after.running).toBe(false);
    expect(after.lastFailure).toBeNull();
    expect(after.backups).toHaveLength(1);
    expect(after.backups[0]!.name).toMatch(/^radio-station-.*\.backup$/);
    expect(after.backups[0]!.size).toBeGreaterThan(0);
    expect(after.lastGoodAt).toBe(after.backups[0]!.createdAt);
    expect((await app.client().get('/api/health')).json()).toMatchObject({
      lastGoodBackupAt: after.lastGoodAt,
    });
    expect(lines.some((line) => line.includes('[backups] backup written and verified'))).toBe(true);
  });

  it('is for station managers only', async () => {
    for (const response of [
      await dj.client.get('/api/backups'),
      await dj.client.post('/api/backups'),
    ]) {
      expect(response.status).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'forbidden',
          message: 'Only station managers can change the station settings.',
        },
      });
    }
    expect((await app.client().get('/api/backups')).status).toBe(401);
  });
});
