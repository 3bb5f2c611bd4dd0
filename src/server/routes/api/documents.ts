import { fileUpload } from '../../../shared/documents/file-rules.ts';
import type { Routes } from '../../http/routes.ts';

const keyParams = {
  type: 'object',
  required: ['key'],
  additionalProperties: false,
  properties: { key: { type: 'string', pattern: '^[a-z][a-z0-9_]*$', maxLength: 100 } },
} as const;

/** Essay and resume uploads: presigned POST, conversion, status, document answers, deletion. */
const documentRoutes: Routes = async (app) => {
  app.post(
    '/api/presigned-url',
    {
      schema: {
        body: {
          type: 'object',
          required: ['answer_key'],
          additionalProperties: false,
          properties: { answer_key: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request) => app.documents.presign(request.applicant.id, request.body.answer_key),
  );

  app.post(
    '/api/pdf/document-answer/:key',
    {
      schema: {
        params: keyParams,
        body: {
          type: 'object',
          required: ['file_key', 'file_name'],
          additionalProperties: false,
          properties: {
            file_key: { type: 'string', minLength: 1, maxLength: 600 },
            file_name: { type: 'string', minLength: 1, maxLength: fileUpload.maxNameLength },
          },
        },
      },
    },
    async (request) => {
      await app.documents.register(request.applicant.id, request.params.key, request.body.file_key, request.body.file_name);
      return { message: 'Conversion queued' };
    },
  );

  app.get('/api/pdf/document-answer/:key', { schema: { params: keyParams } }, async (request) =>
    app.documents.conversionStatus(request.applicant.id, request.params.key),
  );

  app.get('/api/document-answer', async (request) => app.documents.list(request.applicant.id));

  app.delete('/api/document-answer/:key', { schema: { params: keyParams } }, async (request) => {
    await app.documents.deleteDocument(request.applicant.id, request.params.key);
    return { message: 'Deleted' };
  });

  app.delete('/api/pdf/document-answer/:key', { schema: { params: keyParams } }, async (request) => {
    await app.documents.deleteConversion(request.applicant.id, request.params.key);
    return { message: 'Deleted' };
  });
};

export default documentRoutes;
