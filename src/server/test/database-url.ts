/** The same server's URL with another database name. */
export function databaseUrlFor(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}
