import { expect, vi } from 'vitest';

/**
 * React reports every error a boundary catches through console.error. A test that throws on purpose silences only
 * the reports that mention the errors it throws; any other console.error (a React warning, an error nobody
 * expected) is collected, and the returned check fails the test with it.
 */
export function silenceConsoleErrorsAbout(...expected: RegExp[]): () => void {
  const others: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' ');
    if (!expected.some((pattern) => pattern.test(text))) others.push(text);
  });
  return () => expect(others, 'console.error calls the test did not expect').toEqual([]);
}
