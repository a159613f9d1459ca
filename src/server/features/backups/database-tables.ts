import type pg from 'pg';

/** The advisory lock that lets one backup run at a time on a database, whoever starts it. */
export const BACKUP_LOCK = 727_021;
/**
 * Held in shared mode by every running server for its whole life, and taken exclusively by a
 * restore: a restore is refused while a server uses the database, and a server starting during a
 * restore waits for it. The lock belongs to a connection, so a killed server never leaves it held.
 */
export const SERVER_PRESENCE_LOCK = 727_022;

/** The schemas the app's migrations create tables in. */
export const APP_SCHEMAS = ['public', 'drizzle'] as const;

export type AppTable = { schema: string; name: string; columns: string[] };

/**
 * Every table of the app's schemas with its stored (not generated) columns, referenced tables
 * before the tables that refer to them (then by name): rows loaded in this order satisfy every
 * foreign key as they arrive, without switching checks off (which needs a superuser).
 */
export async function readAppTables(client: Pick<pg.Client, 'query'>): Promise<AppTable[]> {
  const tables = await readTables(client);
  const { rows: references } = await client.query<{ from_table: string; to_table: string }>(
    `select fn.nspname || '.' || fc.relname as from_table, tn.nspname || '.' || tc.relname as to_table
       from pg_constraint k
       join pg_class fc on fc.oid = k.conrelid join pg_namespace fn on fn.oid = fc.relnamespace
       join pg_class tc on tc.oid = k.confrelid join pg_namespace tn on tn.oid = tc.relnamespace
      where k.contype = 'f' and fn.nspname = any($1) and k.conrelid <> k.confrelid`,
    [APP_SCHEMAS],
  );
  return dependencyOrder(
    tables,
    references.map((r) => [r.from_table, r.to_table]),
  );
}

/**
 * Orders tables so each comes after the tables it refers to; ties by name. Tables in a cycle of
 * references (none today) follow in name order.
 */
export function dependencyOrder<T extends { schema: string; name: string }>(
  tables: T[],
  references: [from: string, to: string][],
): T[] {
  const key = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;
  const waitingFor = new Map(tables.map((t) => [key(t), new Set<string>()]));
  for (const [from, to] of references) {
    if (waitingFor.has(to)) waitingFor.get(from)?.add(to);
  }
  const ordered: T[] = [];
  const left = [...tables];
  while (left.length > 0) {
    const ready = left.findIndex((t) => waitingFor.get(key(t))!.size === 0);
    const [next] = left.splice(ready === -1 ? 0 : ready, 1);
    ordered.push(next!);
    for (const waiting of waitingFor.values()) waiting.delete(key(next!));
  }
  return ordered;
}

async function readTables(client: Pick<pg.Client, 'query'>): Promise<AppTable[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname as schema, c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = any($1) and c.relkind = 'r'
      group by n.nspname, c.relname
      order by n.nspname, c.relname`,
    [APP_SCHEMAS],
  );
  return rows;
}

export function quoteTable(table: { schema: string; name: string }): string {
  const quote = (part: string) => `"${part.replaceAll('"', '""')}"`;
  return `${quote(table.schema)}.${quote(table.name)}`;
}
