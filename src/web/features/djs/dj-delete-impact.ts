import type { Translate } from '../../i18n/translate';

/**
 * What deleting a DJ does to the Show Library, after the spec's question: "2 shows will lose this
 * DJ: Jazz Hour and Morning Drive." Shows already placed keep the names they were placed with.
 * Null when the DJ hosts no show. More than three shows are counted, not all named.
 */
export function djDeleteImpact(
  t: Translate<'library'>,
  showNames: readonly string[],
): string | null {
  const count = showNames.length;
  if (count === 0) return null;
  const [first = '', second = '', third = ''] = [...showNames].sort((a, b) => a.localeCompare(b));
  const names =
    count === 1
      ? first
      : count === 2
        ? t('library:names.two', { first, last: second })
        : count === 3
          ? t('library:names.three', { first, second, last: third })
          : t('library:names.more', { first, second, third, count: count - 3 });
  return t('library:dj.deleteImpact', { count, names });
}
