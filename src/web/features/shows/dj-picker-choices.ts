import { sortDjs } from '../../../shared/library/search';
import { searchMatcher } from '../../../shared/library/text-match';
import type { Dj } from '../../../shared/schemas/dj';

/** From this many DJs on, the picker offers a filter box: a short list is read at a glance. */
export const DJ_FILTER_FROM = 9;

/**
 * The DJs a show's picker lists: active ones, plus any already on the show (so an inactive one can
 * be taken off), by name as people sort names ("Ángel" beside "Angela", not after "Zoe"), and only
 * those whose name holds the filter text, ignoring case and accents.
 */
export function djPickerChoices(djs: readonly Dj[], chosen: readonly string[], filter = ''): Dj[] {
  const matches = searchMatcher(filter);
  return sortDjs(
    djs.filter((dj) => (dj.active || chosen.includes(dj.id)) && matches(dj.name)),
    'name',
  );
}
