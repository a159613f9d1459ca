import { ToggleChip } from '../../../components/ui/toggle-chip';
import { useCategories } from '../hooks/use-categories';
import { categories } from '../../../i18n/namespaces/categories';
import { useT } from '../../../i18n/use-t';

/**
 * The show form's Categories (issue 36): the station's content categories as chips that are on
 * or off, several per show, in the station's order.
 */
export function CategoryPicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  const t = useT(categories);
  const categoryList = useCategories();
  const list = categoryList.data ?? [];
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">
        {t('categories:showFieldLabel')}
      </legend>
      {list.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          {categoryList.isPending ? t('categories:loading') : t('categories:showFieldNone')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('categories:showFieldHint')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {list.map((category) => (
              <ToggleChip
                key={category.id}
                pressed={value.includes(category.id)}
                onPressedChange={(on) =>
                  onChange(
                    list
                      .map((c) => c.id)
                      .filter((id) => (id === category.id ? on : value.includes(id))),
                  )
                }
              >
                <span
                  aria-hidden
                  className="mr-1.5 inline-block size-2.5 rounded-full"
                  style={{ backgroundColor: category.color }}
                />
                {category.name}
              </ToggleChip>
            ))}
          </div>
        </>
      )}
      {error ? <p className="mt-1.5 text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
