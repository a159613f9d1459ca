import { Fragment, type ReactNode } from 'react';

/** A placeholder's stand-in while the sentence is said: a private-use character and its index. */
const MARK = '\uE000';

/** `t`'s value for the part at `index`, to pass where an element goes in the sentence. */
export function partMark(index: number): string {
  return `${MARK}${index}${MARK}`;
}

/**
 * A sentence said whole in the reader's language with elements in it (a `<time>`): the catalog
 * orders the words, `partMark(i)` stands for `parts[i]` while it is said.
 */
export function WithParts({ text, parts }: { text: string; parts: ReactNode[] }) {
  const pieces = text.split(MARK);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>{i % 2 === 1 ? parts[Number(piece)] : piece}</Fragment>
      ))}
    </>
  );
}
