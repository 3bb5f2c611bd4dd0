import { join } from 'node:path';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createDiskStorage, type DiskStorage } from './disk.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

const EMBEDDED_BUCKET = 'uploads';

/** The file storage the configuration names: `$DATA_DIR/files` (embedded) or the S3 bucket (S3_*). */
export async function storageFromConfig(config: Pick<Config, 's3' | 'dataDir' | 'authSecret'>, db: Db): Promise<{ storage: FileStorage; disk: DiskStorage | null }> {
  const { s3, dataDir, authSecret } = config;
  if (s3) return { storage: createS3Storage(s3), disk: null };
  const disk = createDiskStorage({ root: join(dataDir, 'files'), bucket: EMBEDDED_BUCKET, secret: await resolveAuthSecret(db, authSecret) });
  return { storage: disk, disk };
}
