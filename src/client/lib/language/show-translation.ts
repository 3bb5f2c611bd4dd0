import { shownTexts, type BoundTexts, type TranslationFiles } from '../../../shared/texts/bound-texts.ts';
import { overlayTexts } from '../../../shared/texts/overlay-texts.ts';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** `value` written into `target` key by key, keeping every object and array `target` holds (others hold them too). */
function assignInPlace(target: Record<string, unknown>, value: Record<string, unknown>): void {
  for (const [key, inner] of Object.entries(value)) {
    const held = target[key];
    const sameShape = Array.isArray(held) ? Array.isArray(inner) && held.length === inner.length : !Array.isArray(inner);
    if (isObject(held) && isObject(inner) && sameShape) assignInPlace(held, inner);
    else target[key] = inner;
  }
}

// Each bound object's English, copied before its first translation (nothing changes them before).
const english = new WeakMap<BoundTexts, unknown>();

/** Every bound text in the language of `files` (an empty set: English), and the overlay for texts read later. */
export function showTranslation(files: TranslationFiles): void {
  shownTexts.files = files;
  shownTexts.overlay = overlayTexts;
  shownTexts.show = show;
  for (const entry of shownTexts.bound) show(entry);
}

function show(entry: BoundTexts): void {
  if (!english.has(entry)) english.set(entry, JSON.parse(JSON.stringify(entry.target)));
  assignInPlace(entry.target as Record<string, unknown>, overlayTexts(english.get(entry), shownTexts.files[entry.file]) as Record<string, unknown>);
}
