import { messages } from '../../src/shared/messages.ts';

/** The plain stand-in for a part of the page whose code could not be fetched (it appears once the fetch works). */
export function CodeUnavailable() {
  return <p role="status">{messages.codeUnavailable}</p>;
}
