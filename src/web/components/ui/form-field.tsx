import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  /** Shown beside the label in grey, e.g. "(optional)"; part of the accessible name. */
  labelNote?: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled form control with its hint and error message. The control gets aria-invalid and
 * aria-describedby pointing at the error (and hint), so screen readers read the message with it.
 */
export function FormField({ label, labelNote, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  // The error replaces the hint while it shows: one message under a field at a time.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {labelNote ? <span className="font-normal text-slate-500"> {labelNote}</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <FieldError id={errorId} error={error} />
      {hintId ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A field's error line, or nothing while it has none. */
export function FieldError({
  id,
  error,
  className,
}: {
  id: string | undefined;
  error: string | null | undefined;
  className?: string;
}) {
  return error ? (
    <p id={id} className={cn('text-sm text-red-600', className)}>
      {error}
    </p>
  ) : null;
}

type TextFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'className'> & {
    value: string;
    onValueChange: (text: string) => void;
  };

/** A labelled text box holding its text as typed; the form checks it when it is saved. */
export function TextField({ label, labelNote, hint, error, className, ...props }: TextFieldProps) {
  const { onValueChange, ...input } = props;
  return (
    <FormField label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      {(control) => (
        <Input {...control} {...input} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </FormField>
  );
}
