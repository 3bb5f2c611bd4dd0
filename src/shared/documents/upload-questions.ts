import { formPages } from '../form/pages.ts';
import { forEachControl, keyOfScope } from '../form/uischema-tree.ts';

/** The renderer that makes a control an upload question. */
const FILE_UPLOAD_RENDERER = 'fileUpload';

/** The answer keys of every upload question of the form (controls with `options.renderer: "fileUpload"`). */
export const uploadQuestionKeys: ReadonlySet<string> = new Set(
  formPages.flatMap((page) => {
    const keys: string[] = [];
    forEachControl(page.uischema, (control) => {
      const key = keyOfScope(control.scope);
      if (key !== null && control.options?.renderer === FILE_UPLOAD_RENDERER) keys.push(key);
    });
    return keys;
  }),
);
