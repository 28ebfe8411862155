// `pnpm dev`: the API with --watch on API_PORT (default 3001) and Vite with HMR on PORT (default
// 5173), which proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib.ts';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--watch', join(root, 'packages/api/src/server.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('vite', [], { stdio: 'inherit', cwd: join(root, 'packages/app'), env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
