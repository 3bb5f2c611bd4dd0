import type { AnswerControlProps } from './with-answer-props.tsx';
import { plainText } from './display-text.ts';
import { DisplayField } from './DisplayField.tsx';
import { withAnswerProps } from './with-answer-props.tsx';

/** The read-only twin of the simple fields (text, phone, SSN): the stored value as it is. */
function GenericDisplay({ path, label, data }: AnswerControlProps) {
  return <DisplayField id={path} label={label} value={plainText(data)} />;
}

export const GenericDisplayRenderer = withAnswerProps(GenericDisplay);
