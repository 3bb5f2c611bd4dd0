import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ErrorsByKey } from '../../../../shared/form/types.ts';

type Values<K extends string> = Record<K, string>;

/** What one field of an auth card needs: its value, its messages (once shown) and a way to be focused. */
export interface AuthFieldProps {
  name: string;
  value: string;
  errors: string[];
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

/**
 * The state of one auth card: values, live validation on every change, and a submit that goes ahead only when no
 * field has a message. A field's messages show once it was changed or left, or after a submit attempt; a blocked
 * submit moves focus to the first field in error. `flagError` shows an extra message on a field (e.g. the resend
 * check on the login card's e-mail) until that field changes.
 */
export function useAuthForm<K extends string>(initialValues: Values<K>, validate: (values: Values<K>) => ErrorsByKey) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [flagged, setFlagged] = useState<Partial<Record<K, string>>>({});
  const inputs = useRef(new Map<K, HTMLInputElement>());
  const order = useRef(Object.keys(initialValues) as K[]).current;

  const errors = useMemo(() => validate(values), [validate, values]);

  const shownErrors = useCallback(
    (key: K): string[] => {
      const own = submitted || touched[key] ? (errors[key] ?? []) : [];
      const extra = flagged[key];
      return extra && !own.includes(extra) ? [extra, ...own] : own;
    },
    [errors, flagged, submitted, touched],
  );

  const focus = (key: K) => inputs.current.get(key)?.focus();

  const field = (key: K): AuthFieldProps => ({
    name: key,
    value: values[key],
    errors: shownErrors(key),
    onChange: (value) => {
      setValues((current) => ({ ...current, [key]: value }));
      setTouched((current) => (current[key] ? current : { ...current, [key]: true }));
      setFlagged((current) => (key in current ? omit(current, key) : current));
    },
    onBlur: () => setTouched((current) => (current[key] ? current : { ...current, [key]: true })),
    inputRef: (element) => {
      if (element) inputs.current.set(key, element);
      else inputs.current.delete(key);
    },
  });

  const handleSubmit = (onValid: (values: Values<K>) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = order.find((key) => (errors[key]?.length ?? 0) > 0);
    if (firstInvalid) focus(firstInvalid);
    else onValid(values);
  };

  const flagError = (key: K, message: string) => {
    setFlagged((current) => ({ ...current, [key]: message }));
    focus(key);
  };

  return { values, errors, field, handleSubmit, flagError };
}

function omit<T extends object>(record: T, key: PropertyKey): T {
  const copy = { ...record };
  delete copy[key as keyof T];
  return copy;
}
