import { unset } from 'lodash-es';
import { cloneByPath } from './clone-by-path.ts';

/** Stands in for `lodash/fp/unset` in the browser build (see lodash-fp-set.ts). */
export default function unsetFp<T>(path: string | readonly PropertyKey[], object: T): T {
  const result = cloneByPath(object, path);
  unset(result as object, path);
  return result;
}
