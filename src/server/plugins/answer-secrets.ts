import fp from 'fastify-plugin';
import { AnswerKeyError } from '../secrets/answer-cipher.ts';
import type { AnswerCodec } from '../secrets/answer-codec.ts';
import { openAnswerCodec } from '../secrets/open-answer-codec.ts';
import { sealStoredAnswers } from '../application/seal-stored-answers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How answers are stored: secret questions encrypted (src/server/secrets/). */
    answerCodec: AnswerCodec;
  }
}

/**
 * Secret answers encrypted at rest. At start every secret answer still in the clear (stored by an earlier version)
 * or under a previous key is encrypted with the current one; one no configured key opens stops the start.
 */
export default fp(
  async (app) => {
    const codec = await openAnswerCodec(app.db, app.config);
    try {
      const sealed = await sealStoredAnswers(app.db, codec);
      if (sealed > 0) app.log.info({ sealed }, 'secret answers encrypted with the current key');
    } catch (error) {
      if (error instanceof AnswerKeyError) throw new Error(`ANSWER_ENCRYPTION_KEY: ${error.message}`);
      throw error;
    }
    if (!app.config.answerEncryptionKey && app.config.isProduction) {
      app.log.warn('ANSWER_ENCRYPTION_KEY is not set: secret answers are encrypted with a key kept in the same database');
    }
    app.decorate('answerCodec', codec);
  },
  { name: 'answer-secrets', dependencies: ['config', 'db'] },
);
