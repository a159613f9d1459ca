import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentCategory } from '../../../../shared/library/content-categories';
import {
  CATEGORY_TEXTS as T,
  commitmentLabel,
} from '../../../../shared/messages/content-categories';
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

/**
 * Station Settings → Content categories (issue 36, decision 0072): the station's categories in
 * its order, each with its colour, weekly commitment and how many shows carry it.
 */
export function CategoriesSection() {
  return (
    <SettingsListSection
      heading={T.sectionTitle}
      intro={T.sectionLead}
      query={useCategories()}
      texts={{
        loading: 'Loading the categories…',
        failed: 'The categories could not be loaded.',
        add: T.add,
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

function CategoryList({ categories }: { categories: ContentCategory[] }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const reorder = useMutation({
    mutationFn: reorderCategories,
    onSuccess: (next) => {
      queryClient.setQueryData(categoriesQueryKey, next);
      void queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
    onError: (error) => {
      toast.error(T.reordered, errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
  });
  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((c) => c.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };
  return (
    <SettingsList empty={T.empty}>
      {categories.map((category, index) => (
        <CategoryRow
          key={JSON.stringify(category)}
          category={category}
          onUp={index > 0 && !reorder.isPending ? () => move(index, -1) : undefined}
          onDown={
            index < categories.length - 1 && !reorder.isPending ? () => move(index, 1) : undefined
          }
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
  const { commitment } = category;
  return (
    <SettingsListItem
      name={category.name}
      texts={T}
      confirm={{
        title: T.deleteConfirmTitle(category.name),
        description: T.deleteConfirm(category.showCount),
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
          <Button
            size="sm"
            variant="ghost"
            disabled={!onUp}
            onClick={onUp}
            aria-label={T.moveUp(category.name)}
            title={T.moveUp(category.name)}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={!onDown}
            onClick={onDown}
            aria-label={T.moveDown(category.name)}
            title={T.moveDown(category.name)}
          >
            ↓
          </Button>
        </>
      }
    >
      <p className="font-medium break-words text-slate-900">{category.name}</p>
      <p className="text-sm text-slate-600">
        {commitment ? commitmentLabel(commitment.kind, commitment.value) : T.noCommitment}
        {' · '}
        {T.showCount(category.showCount)}
      </p>
    </SettingsListItem>
  );
}
