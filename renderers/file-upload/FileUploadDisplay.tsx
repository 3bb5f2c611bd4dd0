import { DisplayField } from '../common/DisplayField.tsx';
import { useFormContext } from '../common/form-context.tsx';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { uploadedFileText } from './display-text.ts';

/** Read-only twin: the uploaded file's name and size (its PDF is appended to the application PDF), or nothing. */
export function FileUploadDisplay({ path, label }: AnswerControlProps) {
  return <DisplayField id={path} label={label} value={uploadedFileText(useFormContext().documents.answers[path])} />;
}
