import type { ErrorsByKey } from './types.ts';

/** Whether any page of a validation result holds an error. */
export function hasErrors(errorsByPage: Record<string, ErrorsByKey>): boolean {
  return Object.values(errorsByPage).some((errors) => Object.keys(errors).length > 0);
}
