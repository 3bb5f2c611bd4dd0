import { join } from 'node:path';
import fp from 'fastify-plugin';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import { createDiskStorage, type DiskStorage } from '../storage/disk.ts';
import { createS3Storage } from '../storage/s3.ts';
import type { FileStorage } from '../storage/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded and converted documents: `$DATA_DIR/files` (embedded) or the S3 bucket (S3_*). */
    storage: FileStorage;
    /** The embedded back end, which also receives the browser's POST; null with S3. */
    diskStorage: DiskStorage | null;
  }
}

export const EMBEDDED_BUCKET = 'uploads';

export default fp(
  async (app) => {
    const { s3, dataDir, authSecret } = app.config;
    let disk: DiskStorage | null = null;
    if (!s3) {
      disk = createDiskStorage({ root: join(dataDir, 'files'), bucket: EMBEDDED_BUCKET, secret: await resolveAuthSecret(app.db, authSecret) });
    }
    const storage = disk ?? createS3Storage(s3!);
    app.decorate('storage', storage);
    app.decorate('diskStorage', disk);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage', dependencies: ['config', 'db'] },
);
