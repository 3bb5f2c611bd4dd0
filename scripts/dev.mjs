// npm run dev: Vite with HMR on $PORT (default 3000) proxying the API, which runs on $API_PORT (default 3001) and restarts on change.
import { spawn } from 'node:child_process';

const port = process.env.PORT || '3000';
const apiPort = process.env.API_PORT || '3001';
const common = { stdio: 'inherit' };
const api = spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
  ...common,
  env: { LOOKUP_DATA_DIR: '../shared/data/lookup', ...process.env, PORT: apiPort },
});
const vite = spawn('npx', ['vite'], { ...common, env: { ...process.env, PORT: port, API_PORT: apiPort } });
const stop = () => {
  api.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
vite.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
