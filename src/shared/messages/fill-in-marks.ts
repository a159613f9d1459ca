/**
 * How every output names the hosts of an airing handed over by a fill-in (issue 33 item 6,
 * decision 0068): the grid, agenda and My Shows, `/on-air`, the embeds and the calendars.
 */
export const FILL_IN_MARK = '(fill-in)';

/** "Sam (fill-in)" for a fill-in's hosts, "Ann, Bo" otherwise. */
export function hostsLabel(names: readonly string[], fillIn: boolean): string {
  const joined = names.join(', ');
  return fillIn && joined ? `${joined} ${FILL_IN_MARK}` : joined;
}
