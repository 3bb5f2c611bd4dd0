import rules from '../../../texts-and-settings/file-upload.json' with { type: 'json' };

/** Document upload rules and texts (texts-and-settings/file-upload.json), for browser and server alike. */
export const fileUpload = rules;

export type ConversionStatus = 'UNPROCESSED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'NOT_ANSWERED';

/** The answer a completed upload stores under its key. */
export const ANSWERED = 'ANSWERED';

/** A conversion still under way: the browser polls while it is one of these. */
export const CONVERSION_BUSY: readonly ConversionStatus[] = ['UNPROCESSED', 'IN_PROGRESS'];

export interface ChosenFile {
  name: string;
  size: number;
}

/** Why a chosen file cannot be uploaded (type, name, empty, size), or null, in the order the applicant can act on. */
export function chosenFileProblem(file: ChosenFile): string | null {
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!rules.extensions.includes(extension)) return rules.messages.fileType;
  if (file.name.length > rules.maxNameLength) return rules.messages.nameTooLong;
  if (file.size === 0) return rules.messages.empty;
  if (file.size > rules.maxBytes) return rules.messages.tooLarge;
  return null;
}

/** A size in decimal units with no decimals, as the applicant sees it: 1048576 → "1 MB", 2048 → "2 KB". */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${Math.round(value)} ${units[unit]}`;
}

/** The document answer of one upload question, as GET /api/document-answer and the profile list them by answer key. */
export interface DocumentAnswer {
  /** ANSWERED once converted, otherwise NOT_ANSWERED. */
  status: typeof ANSWERED | 'NOT_ANSWERED';
  conversion_status: ConversionStatus;
  message: string | null;
  file_name: string;
  file_size: number | null;
}
