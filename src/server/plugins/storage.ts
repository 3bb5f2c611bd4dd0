import fp from 'fastify-plugin';
import type { DiskStorage } from '../storage/disk.ts';
import { storageFromConfig } from '../storage/from-config.ts';
import type { FileStorage } from '../storage/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded and converted documents: `$DATA_DIR/files` (embedded) or the S3 bucket (S3_*). */
    storage: FileStorage;
    /** The embedded back end, which also receives the browser's POST; null with S3. */
    diskStorage: DiskStorage | null;
  }
}

export default fp(
  async (app) => {
    const { storage, disk } = await storageFromConfig(app.config, app.db);
    app.decorate('storage', storage);
    app.decorate('diskStorage', disk);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage', dependencies: ['config', 'db'] },
);
