// npm start: build the client when no build exists, then serve client and API on $PORT (default 3000).
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

if (!existsSync('dist/client/index.html')) {
  console.log('No client build found: building once (npm run build)...');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
const server = spawn('npx', ['tsx', 'src/server/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
