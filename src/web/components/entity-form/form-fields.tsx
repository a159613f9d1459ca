import type { ComponentProps, ReactElement } from 'react';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Textarea } from '../ui/textarea';

type TextFieldProps = {
  label: string;
  /** Beside the label, e.g. "(optional)". */
  labelNote?: string;
  hint?: string | undefined;
  error: string | undefined;
  input: UseFormRegisterReturn;
};

/** A labelled text input of a form, registered with it; nothing typed before is offered. */
export function TextInputField({
  label,
  labelNote,
  hint,
  error,
  input,
  ...inputProps
}: TextFieldProps & Omit<ComponentProps<'input'>, 'name' | 'onChange' | 'onBlur' | 'ref'>) {
  return (
    <FormField label={label} labelNote={labelNote} hint={hint} error={error}>
      {(field) => <Input {...field} {...input} autoComplete="off" {...inputProps} />}
    </FormField>
  );
}

/** A labelled three-line text area of a form, registered with it. */
export function TextAreaField({
  label,
  labelNote,
  error,
  input,
  placeholder,
}: Omit<TextFieldProps, 'hint'> & { placeholder: string }) {
  return (
    <FormField label={label} labelNote={labelNote} error={error}>
      {(field) => <Textarea {...field} {...input} rows={3} placeholder={placeholder} />}
    </FormField>
  );
}

/** What a picker (tags, genres, DJs, duration) needs from the form field it edits. */
export type BoundFieldProps<V> = {
  value: V;
  onChange: (value: V) => void;
  error: string | undefined;
};

/** A form field edited by a control of its own (a picker), with the field's error. */
export function BoundField<T extends FieldValues, N extends Path<T>, TOut>({
  control,
  name,
  render,
}: {
  control: Control<T, unknown, TOut>;
  name: N;
  render: (bound: BoundFieldProps<PathValue<T, N>>) => ReactElement;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        render({ value: field.value, onChange: field.onChange, error: fieldState.error?.message })
      }
    />
  );
}
