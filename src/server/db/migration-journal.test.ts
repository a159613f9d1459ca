import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';

/**
 * drizzle records each migration under its journal time and applies to an existing database only
 * those newer than the last one applied; backups compare that history in order
 * (restore-backup.ts). A migration whose time is earlier than the one before it would be skipped
 * on upgrade and would make every backup "a different migration history".
 */
describe('the migration journal', () => {
  it('lists every migration later than the one before it', () => {
    const times = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
      (m) => m.folderMillis,
    );
    expect(times.length).toBeGreaterThan(10);
    times.slice(1).forEach((time, index) => expect(time).toBeGreaterThan(times[index]!));
  });
});
