import { rmSync } from 'node:fs';

/** Global teardown: removes the data folder playwright.config.ts made for this run (databases, uploads, mail). */
export default function removeDataDir(): void {
  const made = process.env.E2E_MADE_DATA_DIR;
  if (made) rmSync(made, { recursive: true, force: true });
}
