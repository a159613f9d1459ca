import { useCallback, useRef, useState, type FormEvent } from 'react';

/** 32 hex digits; getRandomValues works on plain-http addresses too, unlike randomUUID. */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

export type SingleSubmit = {
  /** The submission's Idempotency-Key: the same for every retry, renewed after a success. */
  key: string;
  /** True from the first submit until its work ends (and for good once a closing form saved). */
  busy: boolean;
  /**
   * Wraps a form's submit handler so it runs once at a time: a second Enter or click while the
   * first is under way (or after it saved, while the form closes) does nothing.
   */
  guard: (
    handler: (event?: FormEvent<HTMLFormElement>) => Promise<void>,
  ) => (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  /**
   * Says the work saved. A form that closes stays locked; one that stays open (`stayOpen`)
   * takes a new key for its next submission and is unlocked when the handler returns.
   */
  saved: (options?: { stayOpen?: boolean }) => void;
};

/**
 * One submission per form whatever the input (docs/decisions/0033): Enter twice 150 ms apart,
 * a double click or a slow network send one request. The lock is a ref, set in the same event
 * as the first submit (React state would only be seen after a render); `busy` mirrors it for
 * the disabled submit button. The key goes with the write, so a request the browser repeats is
 * still written once by the server.
 */
export function useSingleSubmit(): SingleSubmit {
  const locked = useRef(false);
  const closing = useRef(false);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);

  const guard = useCallback<SingleSubmit['guard']>(
    (handler) => async (event) => {
      if (locked.current || closing.current) {
        event?.preventDefault();
        return;
      }
      locked.current = true;
      setBusy(true);
      try {
        await handler(event);
      } finally {
        if (!closing.current) {
          locked.current = false;
          setBusy(false);
        }
      }
    },
    [],
  );

  const saved = useCallback<SingleSubmit['saved']>((options) => {
    if (options?.stayOpen) setKey(newKey());
    else closing.current = true;
  }, []);

  return { key, busy, guard, saved };
}
