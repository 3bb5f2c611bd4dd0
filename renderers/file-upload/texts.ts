import { fileUpload } from '../../src/shared/documents/file-rules.ts';

/** The upload's words (texts-and-settings/file-upload.json) with their placeholders filled. */
export const uploadTexts = fileUpload.texts;

export const fillName = (text: string, name: string) => text.replace('{name}', name);

export function uploadedText(name: string, size: string): string {
  return uploadTexts.uploaded.replace('{name}', name).replace('{size}', size);
}
