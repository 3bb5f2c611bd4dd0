import { clone, isError, isWeakMap, toPath } from 'lodash-es';

/**
 * lodash/fp's `cloneByPath` (lodash 4.18 fp/_baseConvert.js): a shallow copy of `object` and of every value along
 * `path`, so writing at the path leaves the original untouched.
 */
export function cloneByPath<T>(object: T, path: string | readonly PropertyKey[]): T {
  const keys = toPath(path);
  const result = clone(Object(object)) as Record<string, unknown>;
  let nested: Record<string, unknown> | null | undefined = result;
  for (let index = 0; nested != null && index < keys.length; index++) {
    const key = keys[index]!;
    const value = nested[key];
    if (value != null && !(typeof value === 'function' || isError(value) || isWeakMap(value))) {
      nested[key] = clone(index === keys.length - 1 ? value : Object(value));
    }
    nested = nested[key] as Record<string, unknown> | null | undefined;
  }
  return result as T;
}
