import { useId, useState } from 'react';
import type { Dj } from '../../../../../shared/schemas/dj';
import { Avatar } from '../../../../components/ui/avatar';
import { FieldError } from '../../../../components/ui/form-field';
import { SearchInput } from '../../../../components/ui/search-input';
import { Spinner } from '../../../../components/ui/spinner';
import { useDjs } from '../../../djs/hooks/use-djs';
import { DJ_FILTER_FROM, djPickerChoices } from '../../dj-picker-choices';
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

/**
 * DJs: the station's active DJs as checkboxes (SPEC.md §5: only active DJs can be picked). A DJ
 * already on the show who has since become inactive is listed too, so they can be taken off.
 * Sample DJs are never offered: this reads the server's list only. Listed by name, with a filter
 * box once the list is too long to scan.
 */
export function DjPicker({
  value,
  onChange,
  error,
  awayDjIds,
  legend,
  legendHidden = false,
  note,
}: {
  /**
   * The field's name ("DJs"; "Fill-in hosts"), read out only where a summary above already
   * shows it, and a line under it saying what it does.
   */
  legend?: string;
  legendHidden?: boolean;
  note?: string;
  value: readonly string[];
  onChange: (djIds: string[]) => void;
  error: string | undefined;
  /** DJs away during the airing being edited (decision 0065): "(away)" beside their names. */
  awayDjIds?: ReadonlySet<string>;
}) {
  const t = useT(library);
  const djs = useDjs();
  const [filter, setFilter] = useState('');
  const offered = djPickerChoices(djs.data ?? [], value);
  const filterable = offered.length >= DJ_FILTER_FROM;
  const choices = filterable ? djPickerChoices(djs.data ?? [], value, filter) : offered;
  const errorId = useId();
  const noteId = useId();
  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className={legendHidden ? 'sr-only' : 'text-sm font-medium text-slate-700'}>
        {legend ?? t('library:form.djs')}
      </legend>
      {note ? (
        <p id={noteId} className="mt-0.5 text-xs text-slate-600">
          {note}
        </p>
      ) : null}
      <div className="mt-2">
        {djs.data === undefined && djs.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> {t('library:form.loadingDjs')}
          </p>
        ) : djs.data === undefined ? (
          <p className="text-sm text-red-600">
            {t('library:form.djsFailed', { message: djs.error?.message ?? '' })}
          </p>
        ) : offered.length === 0 ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600 ring-1 ring-slate-200">
            {t('library:show.noActiveDjs')}
          </p>
        ) : (
          <div className="space-y-2">
            {filterable ? (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <SearchInput
                  label={t('library:form.filter', { legend: legend ?? t('library:form.djs') })}
                  placeholder={t('library:form.filterPlaceholder')}
                  value={filter}
                  onValueChange={setFilter}
                  className="min-w-0 flex-1"
                />
                <p className="text-xs text-slate-600">
                  {t('library:form.selected', { count: value.length })}
                </p>
              </div>
            ) : null}
            {choices.length === 0 ? (
              <p role="status" className="px-1 text-sm text-slate-600">
                {t('library:form.noMatch', { filter: filter.trim() })}
              </p>
            ) : (
              <ul className="grid max-h-52 grid-cols-[minmax(0,1fr)] gap-1 overflow-y-auto rounded-lg p-1 ring-1 ring-slate-200 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
                {choices.map((dj) => (
                  <li key={dj.id}>
                    <DjChoice
                      dj={dj}
                      away={awayDjIds?.has(dj.id) ?? false}
                      checked={value.includes(dj.id)}
                      onCheckedChange={(checked) =>
                        onChange(checked ? [...value, dj.id] : value.filter((id) => id !== dj.id))
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <FieldError id={errorId} error={error} className="mt-1.5" />
    </fieldset>
  );
}

function DjChoice({
  dj,
  away,
  checked,
  onCheckedChange,
}: {
  dj: Dj;
  away: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const t = useT(library);
  return (
    <label
      title={dj.name}
      className="flex min-w-0 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:bg-indigo-50"
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      />
      <Avatar src={dj.avatarUrl} name={dj.name} className="size-7 text-[0.65rem]" />
      <span className="min-w-0 flex-1 truncate">{dj.name}</span>
      {!dj.active ? (
        <span className="text-xs text-slate-500">{t('library:form.inactive')}</span>
      ) : null}
      {away ? <span className="text-xs text-orange-700">{t('library:form.away')}</span> : null}
    </label>
  );
}
