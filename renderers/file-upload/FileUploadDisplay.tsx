import { formatFileSize } from '../../src/shared/documents/file-rules.ts';
import { DisplayField } from '../common/DisplayField.tsx';
import { useFormContext } from '../common/form-context.tsx';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { uploadedText } from './texts.ts';

/** Read-only twin: the uploaded file's name and size (its PDF is appended to the application PDF), or nothing. */
export function FileUploadDisplay({ path, label }: AnswerControlProps) {
  const stored = useFormContext().documents.answers[path];
  const value = stored?.conversion_status === 'COMPLETED' ? uploadedText(stored.file_name, formatFileSize(stored.file_size ?? 0)) : '';
  return <DisplayField id={path} label={label} value={value} />;
}
