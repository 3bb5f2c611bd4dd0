/**
 * One line saying what went wrong, for start-up failures: the first line of the message, or of the first inner
 * error when the outer one has none (pg reports a refused connection to every address of a host as an
 * AggregateError with an empty message), or the system error code.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const firstLine = error.message.split('\n')[0].trim();
  if (firstLine) return firstLine;
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0]);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error.name;
}
