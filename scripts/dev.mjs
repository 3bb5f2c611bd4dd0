// npm run dev: Vite with HMR on $PORT (default 3000) proxying the API, which runs on $API_PORT (default 3001) and restarts on change.
import { spawn } from 'node:child_process';

const port = process.env.PORT || '3000';
const apiPort = process.env.API_PORT || '3001';
const common = { stdio: 'inherit' };
const api = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'src/server/main.ts'], {
  ...common,
  // The browser talks to Vite's address; that is the site (mail links, accepted Origin) unless PUBLIC_URL says otherwise.
  env: { PUBLIC_URL: `http://localhost:${port}`, ...process.env, PORT: apiPort },
});
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { ...common, env: { ...process.env, PORT: port, API_PORT: apiPort } });
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
