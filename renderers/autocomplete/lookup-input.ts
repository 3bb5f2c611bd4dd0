import type { RefObject } from 'react';
import type { FieldA11y } from '../common/FieldShell.tsx';

/** Where the applicant was in the stand-in when the combobox replaced it (null: the stand-in was not focused). */
export interface Handover {
  selectionStart: number;
  selectionEnd: number;
  selectionDirection: 'forward' | 'backward' | 'none';
  /** Text was typed since the field got the focus: the combobox opens its list, as it would have for those keys. */
  typed: boolean;
}

/** What the stand-in and the combobox share: the input, its typed text and its field's attributes. */
export interface LookupInputProps {
  id: string;
  text: string;
  inputProps: FieldA11y & { maxLength: number };
  /** Written by the stand-in as it leaves, taken by the combobox as it comes. */
  handoverRef: RefObject<Handover | null>;
  onType(text: string): void;
  onLeave(): void;
}
