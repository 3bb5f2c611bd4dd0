import { descKeyOf } from '../form/answer-model.ts';
import { formPages, type PageName } from '../form/pages.ts';
import { isKnownAnswerKey } from '../form/index.ts';
import { forEachControl, keysOfControl } from '../form/uischema-tree.ts';

/** The renderer of the Social Security number control (uischemas/renderers.json). */
const SSN_RENDERER = 'ssn';

export interface AnswerColumn {
  page: PageName;
  key: string;
}

let columns: readonly AnswerColumn[] | undefined;
let ssnKeys: ReadonlySet<string> | undefined;

/**
 * Every answer key of the form in page order: each page's controls as its UI schema lists them (Add Another blocks
 * expanded, a month/year pair's year after its month), each followed by its `_desc` companion, then any property of
 * the page no control writes. The columns of the CSV and the order of a submission's answers.
 */
export function answerColumns(): readonly AnswerColumn[] {
  if (columns) return columns;
  const placed = new Set<string>();
  const found: AnswerColumn[] = [];
  const place = (page: PageName, key: string) => {
    if (placed.has(key) || !isKnownAnswerKey(key)) return;
    placed.add(key);
    found.push({ page, key });
    const desc = descKeyOf(key);
    if (isKnownAnswerKey(desc) && !placed.has(desc)) {
      placed.add(desc);
      found.push({ page, key: desc });
    }
  };
  for (const page of formPages) {
    forEachControl(page.uischema, (control) => keysOfControl(control).forEach((key) => place(page.name, key)));
    for (const key of Object.keys(page.schema.properties ?? {})) place(page.name, key);
  }
  columns = found;
  return columns;
}

/** The answer keys the UI schemas render as a Social Security number: left out unless the reader may see them. */
export function ssnAnswerKeys(): ReadonlySet<string> {
  if (ssnKeys) return ssnKeys;
  const keys = new Set<string>();
  for (const page of formPages) {
    forEachControl(page.uischema, (control) => {
      if (control.options?.renderer === SSN_RENDERER) keysOfControl(control).forEach((key) => keys.add(key));
    });
  }
  ssnKeys = keys;
  return ssnKeys;
}
