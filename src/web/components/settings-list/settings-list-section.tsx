import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SettingsCard } from '../settings-card';
import { Button } from '../ui/button';
import { LoadFailure, LoadingLine } from '../ui/load-states';

/**
 * A Station Settings card that lists a kind of item (seasons, content categories): loading and
 * failure lines, the list, then the add button that opens the add form in its place.
 */
export function SettingsListSection<Item>({
  heading,
  intro,
  query,
  texts,
  list,
  addForm,
  children,
}: {
  heading: ReactNode;
  intro: ReactNode;
  query: UseQueryResult<Item[]>;
  texts: { loading: string; failed: string; add: string };
  /** The loaded items' list. */
  list: (items: Item[]) => ReactNode;
  /** The add form; `onDone` closes it. `items` are the loaded ones, if any. */
  addForm: (onDone: () => void, items: Item[] | undefined) => ReactNode;
  /** Shown between the list and the add button. */
  children?: ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <SettingsCard heading={heading} intro={intro} compact>
      {query.isPending ? (
        <LoadingLine text={texts.loading} />
      ) : query.isError ? (
        <LoadFailure
          title={texts.failed}
          detail={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        list(query.data)
      )}
      {children}
      {adding ? (
        addForm(() => setAdding(false), query.data)
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {texts.add}
        </Button>
      )}
    </SettingsCard>
  );
}

/** The items of a settings list, or its empty line. */
export function SettingsList({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">{children}</ul>;
}
