import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentCategory } from '../../../../shared/library/content-categories';
import { SHOW_COLORS } from '../../../../shared/constants/palette';
import {
  SettingsList,
  SettingsListSection,
} from '../../../components/settings-list/settings-list-section';
import { SettingsListItem } from '../../../components/settings-list/settings-list-item';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { categoriesQueryKey } from '../../../lib/query-keys';
import { deleteCategory, reorderCategories } from '../api/categories-api';
import { useCategories } from '../hooks/use-categories';
import { CategoryForm } from './category-form';
import type { CommitmentKind } from '../../../../shared/library/commitments';
import type { KeyOf } from '../../../i18n/translate';
import { categories } from '../../../i18n/namespaces/categories';
import { useT } from '../../../i18n/use-t';

/** "At least 10 hours a week", "At most 20% of scheduled hours a week". */
const COMMITMENT_LABELS: Record<CommitmentKind, KeyOf<'categories'>> = {
  at_least_hours: 'categories:commitment.at_least_hours',
  at_most_hours: 'categories:commitment.at_most_hours',
  at_least_percent: 'categories:commitment.at_least_percent',
  at_most_percent: 'categories:commitment.at_most_percent',
};

/**
 * Station Settings → Content categories (issue 36, decision 0072): the station's categories in
 * its order, each with its colour, weekly commitment and how many shows carry it.
 */
export function CategoriesSection() {
  const t = useT(categories);
  return (
    <SettingsListSection
      heading={t('categories:sectionTitle')}
      intro={t('categories:sectionLead')}
      query={useCategories()}
      texts={{
        loading: t('categories:loading'),
        failed: t('categories:loadFailed'),
        add: t('categories:add'),
      }}
      list={(items) => <CategoryList categories={items} />}
      addForm={(onDone, items) => (
        <CategoryForm
          defaultColor={SHOW_COLORS[(items?.length ?? 0) % SHOW_COLORS.length]!}
          onDone={onDone}
        />
      )}
    />
  );
}

function CategoryList({ categories: items }: { categories: ContentCategory[] }) {
  const t = useT(categories);
  const queryClient = useQueryClient();
  const toast = useToast();
  const reorder = useMutation({
    mutationFn: reorderCategories,
    onSuccess: (next) => {
      queryClient.setQueryData(categoriesQueryKey, next);
      void queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
    onError: (error) => {
      toast.error(t('categories:reordered'), errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
  });
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((c) => c.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };
  return (
    <SettingsList empty={t('categories:empty')}>
      {items.map((category, index) => (
        <CategoryRow
          key={JSON.stringify(category)}
          category={category}
          onUp={index > 0 && !reorder.isPending ? () => move(index, -1) : undefined}
          onDown={index < items.length - 1 && !reorder.isPending ? () => move(index, 1) : undefined}
        />
      ))}
    </SettingsList>
  );
}

function CategoryRow({
  category,
  onUp,
  onDown,
}: {
  category: ContentCategory;
  onUp?: () => void;
  onDown?: () => void;
}) {
  const t = useT(categories);
  const { commitment } = category;
  return (
    <SettingsListItem
      name={category.name}
      texts={{
        edit: t('categories:edit'),
        editLabel: t('categories:editLabel', { name: category.name }),
        delete: t('categories:delete'),
        deleteLabel: t('categories:deleteLabel', { name: category.name }),
        deleted: t('categories:deleted'),
      }}
      confirm={{
        title: t('categories:deleteConfirmTitle', { name: category.name }),
        description: t('categories:deleteConfirm', { shows: category.showCount }),
      }}
      queryKey={categoriesQueryKey}
      remove={() => deleteCategory(category.id)}
      form={(onDone) => <CategoryForm category={category} onDone={onDone} />}
      leading={
        <span
          aria-hidden
          className="size-4 shrink-0 rounded-full ring-1 ring-black/10"
          style={{ backgroundColor: category.color }}
        />
      }
      // At least 12rem for the words: on a phone the buttons wrap under them instead.
      bodyClassName="min-w-48 flex-1 basis-48"
      actionsClassName="flex flex-wrap gap-1"
      actions={
        <>
          <MoveButton
            arrow="↑"
            label={t('categories:moveUp', { name: category.name })}
            onMove={onUp}
          />
          <MoveButton
            arrow="↓"
            label={t('categories:moveDown', { name: category.name })}
            onMove={onDown}
          />
        </>
      }
    >
      <p className="font-medium break-words text-slate-900">{category.name}</p>
      <p className="text-sm text-slate-600">
        {commitment
          ? t(COMMITMENT_LABELS[commitment.kind], { value: commitment.value })
          : t('categories:noCommitment')}
        {' · '}
        {t('categories:showCount', { count: category.showCount })}
      </p>
    </SettingsListItem>
  );
}

/** One step up or down the list; without `onMove` (an end of the list, a move under way) it rests. */
function MoveButton({
  arrow,
  label,
  onMove,
}: {
  arrow: string;
  label: string;
  onMove?: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={!onMove}
      onClick={onMove}
      aria-label={label}
      title={label}
    >
      {arrow}
    </Button>
  );
}
