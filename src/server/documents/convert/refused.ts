import { fileUpload } from '../../../shared/documents/file-rules.ts';

const messages = { ...fileUpload.messages, ...fileUpload.conversionMessages };
export type RefusalReason = keyof typeof messages;

/** A file the conversion will never accept, whatever the retries: its message is shown to the applicant. */
export class ConversionRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(messages[reason]);
    this.name = 'ConversionRefused';
  }
}
