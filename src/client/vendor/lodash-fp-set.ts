import { set } from 'lodash-es';
import { cloneByPath } from './clone-by-path.ts';

/**
 * Stands in for `lodash/fp/set` in the browser build (vite.config.ts aliases it): JSON Forms calls it with all three
 * arguments, and lodash/fp's own module brings its whole converter and lodash's CommonJS build along.
 */
export default function setFp<T>(path: string | readonly PropertyKey[], value: unknown, object: T): T {
  return set(cloneByPath(object, path) as object, path, value) as T;
}
