/**
 * Whether the address is a page of the bar or one beneath it (/fill-ins/:id is under Fill-ins), so
 * the bar marks where the member is. The dashboard ("/") is current at its own address only.
 */
export function isCurrentPage(path: string, href: string): boolean {
  return path === href || (href !== '/' && path.startsWith(`${href}/`));
}
