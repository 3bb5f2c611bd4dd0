import multipart from '@fastify/multipart';
import { RequestError } from '../http/request-error.ts';
import type { Routes } from '../http/routes.ts';
import { postFormParts } from '../storage/post-form.ts';
import { PostPolicyError } from '../storage/post-policy.ts';

/** Form fields before the file: S3's own fields are few and short. */
const LIMITS = { fields: 20, fieldSize: 16 * 1024, files: 1, parts: 22, headerPairs: 50 };

/**
 * The embedded stand-in for an S3 bucket's POST upload, so the browser's upload code is one for both: the same
 * multipart form the browser would send to S3, checked against its signed policy by the disk storage; 204 like S3.
 * Only with disk storage.
 */
const storageRoutes: Routes = async (app) => {
  const disk = app.diskStorage;
  if (!disk) return;
  await app.register(multipart, { limits: { ...LIMITS, fileSize: Number.MAX_SAFE_INTEGER } });
  app.post(
    '/storage/:bucket',
    { schema: { params: { type: 'object', properties: { bucket: { type: 'string', maxLength: 63 } }, required: ['bucket'] } as const } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new RequestError(400, 'Bucket POST must be of the enclosure-type multipart/form-data.');
      const fields = new Map<string, string>();
      for await (const part of postFormParts(request)) {
        if (part.type === 'field') {
          const name = part.fieldname.toLowerCase();
          if (fields.has(name)) throw new PostPolicyError(400, `Field ${name} given twice.`);
          fields.set(name, String(part.value));
          continue;
        }
        if (part.fieldname.toLowerCase() !== 'file') throw new PostPolicyError(400, 'The file must be in a field named file.');
        await disk.receive(request.params.bucket, fields, part.file);
        // S3 ignores what follows the file; the rest of the body is drained by the parser.
        return reply.status(204).send();
      }
      throw new RequestError(400, "Bucket POST must contain a field named 'file'.");
    },
  );
};

export default storageRoutes;
