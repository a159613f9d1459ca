import { readFileSync } from 'node:fs';

/** The last statement of a migration file, to run it again on rows written after it ran. */
export function lastStatementOf(path: string): string {
  return readFileSync(path, 'utf8').split('--> statement-breakpoint').at(-1)!;
}
