import { placementsOverlap } from './overlap';
import { clockRange, slotRange, type Placement } from './slots';

/** A placement with the hosts drawn on it (the DJ names copied at placement, or a guest host). */
export type HostedPlacement = Placement & {
  id: string;
  showName: string;
  djNames: readonly string[];
};

/**
 * One DJ booked on two placements that run at the same time. `blockIds` are the two placements,
 * earlier start first (then by id), so the same clash always reads the same.
 */
export type DjClash = { djName: string; blockIds: [string, string] };

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * The key a host is recognised by: placements keep their hosts' names (the grid shows those), so
 * "Ava Brooks" and " ava  brooks" on two shows are one person.
 */
export function hostKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** The hosts two placements share, by the first one's spelling, each once. */
export function sharedHosts(a: { djNames: readonly string[] }, b: { djNames: readonly string[] }) {
  const theirs = new Set(b.djNames.map(hostKey));
  const seen = new Set<string>();
  const shared: string[] = [];
  for (const name of a.djNames) {
    const key = hostKey(name);
    if (key === '' || !theirs.has(key) || seen.has(key)) continue;
    seen.add(key);
    shared.push(name.trim());
  }
  return shared;
}

/**
 * Every DJ booked twice at once in a week: two different placements whose slot ranges intersect
 * and that share a host. A show ending at 11:00 and another starting at 11:00 do not clash; a
 * placement never clashes with itself. Sorted by start, a sweep compares each placement only with
 * those still running, so a week without overlaps is one pass.
 * Ava Brooks on Morning Drive Tue 09:00-11:00 and on Jazz Hour Tue 10:00-11:00 is one clash.
 */
export function djClashes(blocks: readonly HostedPlacement[]): DjClash[] {
  const sorted = [...blocks].sort(
    (a, b) => slotRange(a).start - slotRange(b).start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const clashes: DjClash[] = [];
  let running: HostedPlacement[] = [];
  for (const block of sorted) {
    const start = slotRange(block).start;
    running = running.filter((r) => slotRange(r).end > start);
    for (const earlier of running) {
      if (earlier.id === block.id || !placementsOverlap(earlier, block)) continue;
      for (const djName of sharedHosts(earlier, block)) {
        clashes.push({ djName, blockIds: [earlier.id, block.id] });
      }
    }
    running.push(block);
  }
  return clashes;
}

/**
 * What a placement's host clashes with, for a placement not (yet) in the week: the drag preview
 * of a show dropped at a time, leaving out the block being moved. Each note names the DJ and
 * the other show: "Ava Brooks is also on Jazz Hour, Tue 10:00–11:00".
 */
export function clashNotesFor(
  placement: Placement & { djNames: readonly string[] },
  others: readonly HostedPlacement[],
  excludeId?: string,
): string[] {
  const notes: string[] = [];
  for (const other of others) {
    if (other.id === excludeId || !placementsOverlap(placement, other)) continue;
    for (const djName of sharedHosts(placement, other)) notes.push(clashNote(djName, other));
  }
  return notes;
}

/** "Ava Brooks is also on Jazz Hour, Tue 10:00–11:00". */
export function clashNote(djName: string, other: HostedPlacement): string {
  return `${djName} is also on ${other.showName}, ${shortPlacementLabel(other)}`;
}

/**
 * "Tue 10:00–11:00"; a show past midnight reads "Mon 23:00–01:00" and one of a whole day
 * "Mon 10:00–10:00 (+1 day)".
 */
export function shortPlacementLabel(p: Placement): string {
  return `${SHORT_DAYS[p.dayIndex] ?? 'Day'} ${clockRange(p.timeIndex, p.duration, '–')}`;
}

/** The notes of one block of a week: what each of its hosts' clashes is with. */
export function clashNotesOfBlock(
  blockId: string,
  clashes: readonly DjClash[],
  blocksById: ReadonlyMap<string, HostedPlacement>,
): string[] {
  const notes: string[] = [];
  for (const clash of clashes) {
    const [first, second] = clash.blockIds;
    const otherId = first === blockId ? second : second === blockId ? first : null;
    const other = otherId === null ? undefined : blocksById.get(otherId);
    if (other) notes.push(clashNote(clash.djName, other));
  }
  return notes;
}

/**
 * A clash told whole, for the week's banner and the finalize refusal:
 * "Ava Brooks: Morning Drive, Tue 09:00–11:00 and Jazz Hour, Tue 10:00–11:00".
 */
export function describeClash(
  clash: DjClash,
  blocksById: ReadonlyMap<string, HostedPlacement>,
): string {
  const [a, b] = clash.blockIds.map((id) => blocksById.get(id));
  if (!a || !b) return clash.djName;
  return `${clash.djName}: ${a.showName}, ${shortPlacementLabel(a)} and ${b.showName}, ${shortPlacementLabel(b)}`;
}
