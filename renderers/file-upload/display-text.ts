import { formatFileSize, type DocumentAnswer } from '../../src/shared/documents/file-rules.ts';
import { uploadedText } from './texts.ts';

/** An upload as printed: the converted file's name and size (its PDF is appended to the application PDF), or nothing. */
export function uploadedFileText(stored: DocumentAnswer | undefined): string {
  return stored?.conversion_status === 'COMPLETED' ? uploadedText(stored.file_name, formatFileSize(stored.file_size ?? 0)) : '';
}
