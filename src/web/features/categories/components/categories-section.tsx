import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContentCategory } from '../../../../shared/library/content-categories';
import {
  CATEGORY_TEXTS as T,
  commitmentLabel,
} from '../../../../shared/messages/content-categories';
import { SHOW_COLORS } from '../../../../shared/constants/palette';
import { SettingsCard } from '../../../components/settings-card';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
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
  const categories = useCategories();
  const [adding, setAdding] = useState(false);
  return (
    <SettingsCard heading={T.sectionTitle} intro={T.sectionLead} compact>
      {categories.isPending ? (
        <LoadingLine text="Loading the categories…" />
      ) : categories.isError ? (
        <LoadFailure
          title="The categories could not be loaded."
          detail={categories.error.message}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : (
        <CategoryList categories={categories.data} />
      )}
      {adding ? (
        <CategoryForm
          defaultColor={SHOW_COLORS[(categories.data?.length ?? 0) % SHOW_COLORS.length]!}
          onDone={() => setAdding(false)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {T.add}
        </Button>
      )}
    </SettingsCard>
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
  if (categories.length === 0) return <p className="text-sm text-slate-600">{T.empty}</p>;
  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((c) => c.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };
  return (
    <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
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
    </ul>
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
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => deleteCategory(category.id),
    onSuccess: () => {
      toast.success(T.deleted, category.name);
      void queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
    onError: (error) => toast.error(T.deleted, errorMessage(error)),
  });
  if (editing)
    return (
      <li className="p-3">
        <CategoryForm category={category} onDone={() => setEditing(false)} />
      </li>
    );
  const { commitment } = category;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
      <span
        aria-hidden
        className="size-4 shrink-0 rounded-full ring-1 ring-black/10"
        style={{ backgroundColor: category.color }}
      />
      {/* At least 12rem for the words: on a phone the buttons wrap under them instead. */}
      <div className="min-w-48 flex-1 basis-48">
        <p className="font-medium break-words text-slate-900">{category.name}</p>
        <p className="text-sm text-slate-600">
          {commitment ? commitmentLabel(commitment.kind, commitment.value) : T.noCommitment}
          {' · '}
          {T.showCount(category.showCount)}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
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
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(true)}
          aria-label={`${T.edit} ${category.name}`}
        >
          {T.edit}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setDeleting(true)}
          aria-label={`${T.delete} ${category.name}`}
        >
          {T.delete}
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={T.deleteConfirmTitle(category.name)}
        description={T.deleteConfirm(category.showCount)}
        confirmLabel={T.delete}
        tone="danger"
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
