import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { SEASON_TEXTS as T } from '../../../../shared/messages/seasons';
import type { Season } from '../../../../shared/schedule/seasons';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { seasonsQueryKey } from '../../../lib/query-keys';
import { deleteSeason } from '../api/seasons-api';
import { useSeasons } from '../hooks/use-seasons';
import type { CarryDialog as Carry } from './carry-dialog';
import { SeasonForm } from './season-form';
import { SettingsCard } from '../../../components/settings-card';
import { deferredDialog } from '../../../components/ui/deferred-dialog';

/** Fetched when it opens: Station Settings paints without the carry's preview and steps. */
const CarryDialog = deferredDialog<ComponentProps<typeof Carry> & { open: boolean }>(() =>
  import('./carry-dialog').then((m) => m.CarryDialog),
);

/** Station Settings → Seasons (decision 0056): the station's seasons, and their carry forward. */
export function SeasonsSection() {
  const seasons = useSeasons();
  const [adding, setAdding] = useState(false);
  const [lastCarry, setLastCarry] = useState<LastCarry | null>(null);
  return (
    <SettingsCard heading={T.sectionTitle} intro={T.sectionLead} compact>
      {seasons.isPending ? (
        <LoadingLine text="Loading the seasons…" />
      ) : seasons.isError ? (
        <LoadFailure
          title="The seasons could not be loaded."
          detail={seasons.error.message}
          onRetry={() => void seasons.refetch()}
          retrying={seasons.isFetching}
        />
      ) : (
        <SeasonList seasons={seasons.data} onCarried={setLastCarry} />
      )}
      {lastCarry ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <span>{T.carried(lastCarry.count)}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              lastCarry.undo();
              setLastCarry(null);
            }}
          >
            {T.undoCarry}
          </Button>
        </div>
      ) : null}
      {adding ? (
        <SeasonForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {T.add}
        </Button>
      )}
    </SettingsCard>
  );
}

type LastCarry = { undo: () => void; count: number };
type OnCarried = (carry: LastCarry) => void;

function SeasonList({ seasons, onCarried }: { seasons: Season[]; onCarried: OnCarried }) {
  if (seasons.length === 0) return <p className="text-sm text-slate-600">{T.empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
      {seasons.map((season) => (
        <SeasonRow
          key={`${season.id}|${season.name}|${season.firstDay}|${season.lastDay}`}
          season={season}
          onCarried={onCarried}
        />
      ))}
    </ul>
  );
}

function SeasonRow({ season, onCarried }: { season: Season; onCarried: OnCarried }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [carrying, setCarrying] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => deleteSeason(season.id),
    onSuccess: () => {
      toast.success(T.deleted, season.name);
      void queryClient.invalidateQueries({ queryKey: seasonsQueryKey });
    },
    onError: (error) => toast.error(T.deleted, errorMessage(error)),
  });
  if (editing)
    return (
      <li className="p-3">
        <SeasonForm season={season} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{season.name}</p>
        <p className="text-sm text-slate-600">{T.span(season.firstDay, season.lastDay)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          className="h-auto min-h-8 py-1.5 whitespace-normal"
          onClick={() => setCarrying(true)}
          aria-label={`${T.carry}: ${season.name}`}
        >
          {T.carry}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(true)}
          aria-label={`${T.edit} ${season.name}`}
        >
          {T.edit}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setDeleting(true)}
          aria-label={`${T.delete} ${season.name}`}
        >
          {T.delete}
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={T.delete}
        description={T.deleteConfirm(season.name)}
        confirmLabel={T.delete}
        tone="danger"
        onConfirm={() => remove.mutate()}
      />
      {carrying ? (
        <CarryDialog
          open
          season={season}
          onClose={() => setCarrying(false)}
          onCarried={(undo, count) => onCarried({ undo, count })}
        />
      ) : null}
    </li>
  );
}
