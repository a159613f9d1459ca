import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Button } from '../ui/button';
import { ErrorBox } from '../ui/error-box';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { useToast } from '../ui/toast/toast-context';

/**
 * The add/edit form of a settings list's item, around its fields: the server checks everything;
 * its refusal shows at the fields it names (`children` gets them), any other failure above them.
 */
export function SettingsItemForm<Values>({
  label,
  editing,
  save,
  values,
  queryKey,
  texts,
  onDone,
  children,
}: {
  label: string;
  /** Changing an item, not adding one: which toast says it is done. */
  editing: boolean;
  save: (values: Values) => Promise<unknown>;
  /** The values to send, read on submit. */
  values: () => Values;
  queryKey: QueryKey;
  texts: { created: string; saved: string; save: string; saving: string; cancel: string };
  onDone: () => void;
  children: (fields: Record<string, string>) => ReactNode;
}) {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => {
      toast.success(editing ? texts.saved : texts.created);
      void queryClient.invalidateQueries({ queryKey });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setFields(error.fields);
      else setFailure(errorMessage(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    setFailure(null);
    mutation.mutate(values());
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      {failure ? <ErrorBox>{failure}</ErrorBox> : null}
      {children(fields)}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? texts.saving : texts.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * A settings item's name field. Its limit lets a few characters past `max` be typed, so the
 * server's message says what is too long instead of the field cutting it silently.
 */
export function SettingsNameField({
  label,
  placeholder,
  max,
  value,
  onChange,
  error,
  className,
}: {
  label: string;
  placeholder: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  className?: string;
}) {
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <Input
          {...control}
          value={value}
          maxLength={max + 10}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      )}
    </FormField>
  );
}
