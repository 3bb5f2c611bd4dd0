import { fileUpload } from '../../src/shared/documents/file-rules.ts';
import { bindTexts } from '../../src/shared/texts/bound-texts.ts';

// The upload's texts and messages (chosenFileProblem reads the same object) in the chosen language.
bindTexts('texts-and-settings/file-upload.json', fileUpload);

/** The upload's words (texts-and-settings/file-upload.json) with their placeholders filled. */
export const uploadTexts = fileUpload.texts;

export const fillName = (text: string, name: string) => text.replace('{name}', name);

export function uploadedText(name: string, size: string): string {
  return uploadTexts.uploaded.replace('{name}', name).replace('{size}', size);
}
