import { useState, type ComponentProps } from 'react';
import { Input } from './input';

type NumberInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: number;
  onValueChange: (value: number) => void;
  /**
   * Turns the text into the value: while it is typed (`settled` false) and once focus leaves
   * (true). The spec's rule for text that is not a number lives here.
   */
  parse: (text: string, settled: boolean) => number;
};

/**
 * A number box that lets the text be anything while it is typed (an empty box on the way to
 * "12"), reports the parsed value at each change, and shows that value once focus leaves: so
 * "non-numeric becomes 1" is seen as 1, without fighting the person's typing.
 */
export function NumberInput({ value, onValueChange, parse, onBlur, ...props }: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      {...props}
      type="number"
      inputMode="numeric"
      step={1}
      value={draft ?? String(value)}
      onChange={(event) => {
        setDraft(event.target.value);
        onValueChange(parse(event.target.value, false));
      }}
      onBlur={(event) => {
        if (draft !== null) onValueChange(parse(draft, true));
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
