import { GENRES, type Genre } from '../../../../../shared/constants/genres';
import { ToggleChip } from '../../../../components/ui/toggle-chip';
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

/** Genres: the 25 genres as chips that are on or off. */
export function GenrePicker({
  value,
  onChange,
  error,
}: {
  value: readonly Genre[];
  onChange: (genres: Genre[]) => void;
  error: string | undefined;
}) {
  const t = useT(library);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('library:form.genres')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {GENRES.map((genre) => (
          <ToggleChip
            key={genre}
            pressed={value.includes(genre)}
            onPressedChange={(on) =>
              // Kept in the list's order, whatever order they were picked in.
              onChange(GENRES.filter((g) => (g === genre ? on : value.includes(g))))
            }
          >
            {genre}
          </ToggleChip>
        ))}
      </div>
      {error ? <p className="mt-1.5 text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
