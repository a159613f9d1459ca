import {
  clashNotesOfBlock,
  describeClash,
  type HostedPlacement,
} from '../../../shared/schedule/dj-clash';
import type { WeekView } from '../../../shared/schemas/schedule';

/**
 * The week's DJ clashes as the screen tells them: per block, what its DJ is also on (one line
 * each, joined, so an unchanged block keeps an equal string and stays memoised), and whole, for
 * the banner and the Finalize refusal.
 */
export function weekClashTexts(week: Pick<WeekView, 'blocks' | 'djClashes'>): {
  byBlock: ReadonlyMap<string, string>;
  lines: string[];
} {
  if (week.djClashes.length === 0) return { byBlock: new Map(), lines: [] };
  const byId = new Map<string, HostedPlacement>(week.blocks.map((b) => [b.id, b]));
  const byBlock = new Map<string, string>();
  for (const id of new Set(week.djClashes.flatMap((c) => c.blockIds))) {
    byBlock.set(id, clashNotesOfBlock(id, week.djClashes, byId).join('\n'));
  }
  return { byBlock, lines: week.djClashes.map((clash) => describeClash(clash, byId)) };
}
