import type { UISchemaElement } from '@jsonforms/core';

const decided = new WeakSet<UISchemaElement>();
const copies = new WeakMap<UISchemaElement, UISchemaElement>();

/** Whether the element is the copy ShowWhen hands on after its visibility was decided. */
export function isDecided(element: UISchemaElement): boolean {
  return decided.has(element);
}

/** A stable copy of the element marked as decided, so the registry now picks the element's own renderer. */
export function decidedCopy(element: UISchemaElement): UISchemaElement {
  let copy = copies.get(element);
  if (!copy) {
    copy = { ...element };
    decided.add(copy);
    copies.set(element, copy);
  }
  return copy;
}
