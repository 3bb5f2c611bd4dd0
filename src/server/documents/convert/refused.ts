import { fileUpload } from '../../../shared/documents/file-rules.ts';

const messages = { ...fileUpload.messages, ...fileUpload.conversionMessages };
export type RefusalReason = keyof typeof messages;

const settings: Record<string, unknown> = fileUpload;

/** A message with each `{setting}` replaced by that number of file-upload.json, so a limit is written down once. */
function withSettings(message: string): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, key: string) => (typeof settings[key] === 'number' ? String(settings[key]) : placeholder));
}

/** A file the conversion will never accept, whatever the retries: its message is shown to the applicant. */
export class ConversionRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(withSettings(messages[reason]));
    this.name = 'ConversionRefused';
  }
}
