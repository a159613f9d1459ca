import { useMemo } from 'react';
import { TIME_ZONES } from '../../../../shared/constants/time-zones';
import type { Language } from '../../../../shared/i18n/languages';
import type { FieldControlProps } from '../../../components/ui/form-field';
import { SearchSelect, type SearchOption } from '../../../components/ui/search-select';
import { profile as profileTexts } from '../../../i18n/namespaces/profile';
import { useT } from '../../../i18n/use-t';
import { useLanguage } from '../../../i18n/language-context';
import type { Translate } from '../../../i18n/translate';
import { regionName, zoneLabel } from '../../../../shared/i18n/zone-names';

const known = new Set(TIME_ZONES.map((zone) => zone.value));

type TimezoneSelectProps = FieldControlProps & {
  value: string;
  onValueChange: (zone: string) => void;
  /** Zones to offer besides the list, e.g. the browser's or a saved one the list lacks. */
  extraZones: string[];
  className?: string;
};

/**
 * The profile's time zone: the regional list with each zone's current UTC offset ("Kolkata
 * (UTC+05:30)"), its region beside it, in the product's select with a search box, so "kol" or
 * "india" finds it among the 44 zones. Each offset needs a formatter of its own, so the list is
 * built only once the select opens; the closed select labels the chosen zone alone.
 */
export function TimezoneSelect({ extraZones, value, ...props }: TimezoneSelectProps) {
  const t = useT(profileTexts);
  const language = useLanguage();
  const extras = [...new Set(extraZones)].filter((zone) => zone && !known.has(zone));
  // The same builder while the extra zones stay the same, so an open list is built once.
  const extrasKey = extras.join(' ');
  const options = useMemo(() => {
    let built: SearchOption[] | undefined;
    return () =>
      (built ??= zoneOptions(extrasKey ? extrasKey.split(' ') : [], new Date(), language, t));
  }, [extrasKey, language, t]);
  const listed = known.has(value) || extras.includes(value);
  return (
    <SearchSelect
      {...props}
      value={value}
      valueLabel={listed ? zoneLabel(value, new Date(), language, t) : ''}
      options={options}
      placeholder={t('profile:timezone.placeholder')}
      searchLabel={t('profile:timezone.search')}
    />
  );
}

/**
 * The zones the list lacks (the browser's, a saved one) first as "Your zone", then the list, each
 * named in the reader's language (zone-names.ts).
 */
function zoneOptions(
  extras: string[],
  now: Date,
  language: Language,
  t: Translate<'profile'>,
): SearchOption[] {
  const yours = t('profile:timezone.yours');
  return [
    ...extras.map((zone) => ({
      value: zone,
      label: zoneLabel(zone, now, language, t),
      group: yours,
    })),
    ...TIME_ZONES.map((zone) => ({
      value: zone.value,
      label: zoneLabel(zone.value, now, language, t),
      group: regionName(zone.region, t),
    })),
  ];
}
