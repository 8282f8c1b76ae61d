import { useEffect, useRef, useState } from 'react';
import type { ApplyOptions } from './use-search-filters.ts';

/**
 * A text box bound to a value that lives elsewhere (the URL, a draft): what is typed is kept
 * here and committed after a pause of `delay` ms (0: at once; null: not by itself), on Enter
 * or on blur. The first commit after focusing adds a history entry and the ones after it replace it, so a word
 * typed is one step back, not one per letter. A change from outside (Back, Clear) shows in
 * the box unless the box already says the same thing.
 *
 * `parse` returns undefined for text that is not a value yet ("8a"): it is kept, not committed.
 */
export function useDraftText<T>({
  value,
  format,
  parse,
  onCommit,
  delay,
}: {
  value: T;
  format: (value: T) => string;
  parse: (text: string) => T | undefined;
  onCommit: (value: T, how: ApplyOptions) => void;
  delay: number | null;
}) {
  const [text, setText] = useState(() => format(value));

  // The timer fires after later renders: it reads the latest value and callbacks from here.
  const latest = useRef({ value, onCommit, parse, format });
  useEffect(() => {
    latest.current = { value, onCommit, parse, format };
  });

  // A new value from outside shows in the box. The echo of our own commit does not: the
  // person may have typed on while it travelled (navigation renders in a transition).
  const sent = useRef<{ value: T } | null>(null);
  useEffect(() => {
    if (sent.current && Object.is(sent.current.value, value)) {
      sent.current = null;
      return;
    }
    const { parse: read, format: write } = latest.current;
    setText((current) => {
      const typed = read(current);
      return typed !== undefined && Object.is(typed, value) ? current : write(value);
    });
  }, [value]);

  const committedSinceFocus = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    const { value: current, onCommit: send, parse: read } = latest.current;
    const parsed = read(next);
    if (parsed === undefined || Object.is(parsed, current)) return;
    sent.current = { value: parsed };
    send(parsed, { replace: committedSinceFocus.current });
    committedSinceFocus.current = true;
  };

  return {
    text,
    invalid: parse(text) === undefined,
    /** `now`: commit without waiting (the clear button). */
    onChange: (next: string, now = false) => {
      setText(next);
      clearTimeout(timer.current);
      if (delay === 0 || now) commit(next);
      else if (delay !== null) timer.current = setTimeout(() => commit(next), delay);
    },
    /** Enter: commit now. */
    flush: () => commit(text),
    onFocus: () => {
      committedSinceFocus.current = false;
    },
    onBlur: () => commit(text),
  };
}

/** The props a React Aria text field takes from a draft: typing, focus, Enter commits. */
export function draftFieldProps(draft: ReturnType<typeof useDraftText<unknown>>) {
  return {
    value: draft.text,
    onChange: (text: string) => draft.onChange(text),
    onFocus: draft.onFocus,
    onBlur: draft.onBlur,
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter') draft.flush();
    },
    isInvalid: draft.invalid,
  };
}
