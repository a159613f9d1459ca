import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SEASON_TEXTS as T } from '../../../../shared/messages/seasons';
import { SEASON_NAME_MAX, type Season } from '../../../../shared/schedule/season-calendar';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { seasonsQueryKey } from '../../../lib/query-keys';
import { saveSeason } from '../api/seasons-api';

/**
 * A season's name and days, to add one or change one. The server checks everything (a name
 * taken, days overlapping another season) and its message shows at the field.
 */
export function SeasonForm({ season, onDone }: { season?: Season; onDone: () => void }) {
  const [name, setName] = useState(season?.name ?? '');
  const [firstDay, setFirstDay] = useState(season?.firstDay ?? '');
  const [lastDay, setLastDay] = useState(season?.lastDay ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: saveSeason,
    onSuccess: () => {
      toast.success(season ? T.saved : T.created);
      void queryClient.invalidateQueries({ queryKey: seasonsQueryKey });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setFields(error.fields);
      else setFailure(errorMessage(error));
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFields({});
    setFailure(null);
    save.mutate({ id: season?.id, name, firstDay, lastDay });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={season ? `${T.edit} ${season.name}` : T.add}
      className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      {failure ? <ErrorBox>{failure}</ErrorBox> : null}
      <FormField label={T.nameLabel} error={fields.name} className="max-w-sm">
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={SEASON_NAME_MAX + 10}
            placeholder={T.namePlaceholder}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={T.firstDayLabel} error={fields.firstDay}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={firstDay}
              onChange={(event) => setFirstDay(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.lastDayLabel} error={fields.lastDay}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={lastDay}
              min={firstDay || undefined}
              onChange={(event) => setLastDay(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
