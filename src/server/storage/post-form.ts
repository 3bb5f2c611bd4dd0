import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MALFORMED_POST, PostPolicyError } from './post-policy.ts';

/**
 * The parts of a browser's POST form, in order. Whatever the parser refuses is the sender's doing and becomes a 400
 * in the endpoint's words: a @fastify/multipart limit or guard with its own message, and anything the parser cannot
 * read (no boundary, a body cut off, a part without a name) as S3's malformed-form answer. Errors thrown by the
 * caller's loop body (policy checks, writing the file) pass through untouched: they are not the parser's.
 */
export async function* postFormParts(request: FastifyRequest): AsyncGenerator<Multipart & { fieldname: string }> {
  let parts: AsyncIterableIterator<Multipart>;
  try {
    // Throws at once when the content type names no boundary.
    parts = request.parts();
  } catch (error) {
    throw refusal(request, error);
  }
  while (true) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw refusal(request, error);
    }
    if (next.done) return;
    const part = next.value;
    // busboy hands over a part whose Content-Disposition has no name with fieldname undefined.
    if (typeof part.fieldname !== 'string' || part.fieldname === '') throw new PostPolicyError(400, MALFORMED_POST);
    yield part;
  }
}

/** A parser error as the 400 it is; @fastify/multipart's own errors (limits, prototype names) keep their message. */
function refusal(request: FastifyRequest, error: unknown): PostPolicyError {
  const known = Object.values(request.server.multipartErrors).some((type) => error instanceof type);
  return new PostPolicyError(400, known ? (error as Error).message : MALFORMED_POST);
}
