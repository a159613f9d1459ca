import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

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
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {hintId ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
