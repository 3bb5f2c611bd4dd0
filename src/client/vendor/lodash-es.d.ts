// The few lodash-es functions the lodash/fp stand-ins use (lodash-es ships no types; the same functions as lodash's).
declare module 'lodash-es' {
  export function clone<T>(value: T): T;
  export function isError(value: unknown): boolean;
  export function isWeakMap(value: unknown): boolean;
  export function set<T extends object>(object: T, path: string | readonly PropertyKey[], value: unknown): T;
  export function toPath(value: unknown): string[];
  export function unset(object: object, path: string | readonly PropertyKey[]): boolean;
}

// lodash/fp's own set and unset, which the tests compare the stand-ins with.
declare module 'lodash/fp/set.js' {
  export default function setFp<T>(path: string, value: unknown, object: T): T;
}
declare module 'lodash/fp/unset.js' {
  export default function unsetFp<T>(path: string, object: T): T;
}
