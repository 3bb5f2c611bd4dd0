import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { DisplayField } from '../common/DisplayField.tsx';
import { dateTextFromIso } from '../common/mask.ts';

/** Read-only twin: the date as MM/DD/YYYY. */
export function DateDisplay({ path, label, data }: AnswerControlProps) {
  return <DisplayField id={path} label={label} value={typeof data === 'string' ? dateTextFromIso(data) : ''} />;
}
