import { createContext, useContext, useMemo } from 'react';
import type { SelectOption } from './options.ts';

/** A form text by its JSON Forms i18n key, the English given (what shows where the language has no translation). */
export type FormText = (key: string, english: string) => string;

/** English: the text itself, with no look-up (a keystroke's cost unchanged). */
export const passThrough: FormText = (_key, text) => text;

/** The form's translator (the `translate` handed to JSON Forms' i18n); English by default, which is the text itself. */
export const FormTextContext = createContext<FormText>(passThrough);

export const useFormText = (): FormText => useContext(FormTextContext);

/**
 * Options with the words shown in the chosen language (`<key>.<English title>`); `label` stays English, the value
 * of `<key>_desc` in every language, so staff read the same whatever language the applicant used.
 */
export function useShownOptions(path: string, options: SelectOption[]): SelectOption[] {
  const text = useFormText();
  return useMemo(
    () => (text === passThrough ? options : options.map((option) => ({ ...option, shown: text(`${path}.${option.label}`, option.label) }))),
    [text, path, options],
  );
}

/** The words an option shows. */
export const shownLabel = (option: SelectOption): string => option.shown ?? option.label;

/** A stored choice's English title as the chosen language words it (the print view in the applicant's language). */
export const shownOf = (text: FormText, path: string, title: string): string => text(`${path}.${title}`, title);
