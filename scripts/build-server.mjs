// npm run build:server: the server as plain JavaScript in dist-server/ (tsconfig.server.json), from a clean folder
// so a deleted or renamed source (a migration above all) leaves no stale module behind.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

rmSync('dist-server', { recursive: true, force: true });
const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
process.exit(tsc.status ?? 1);
