import { rendererTexts } from '../common/texts.ts';

/** A checkbox as printed: `[X]` ticked, `[ ]` not (uischemas/renderers.json). */
export function checkboxText(data: unknown): string {
  return data === true ? rendererTexts.checked : rendererTexts.unchecked;
}
