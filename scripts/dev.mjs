#!/usr/bin/env node
// `npm run dev`: the server with reload (tsx watch) on :3000 and Vite's dev server on :5173,
// which proxies /api and /uploads to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server.ts'], {
    cwd: `${root}/apps/server`,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', DATA_DIR: `${root}/data`, ...process.env },
  }),
  spawn('npx', ['vite'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];

const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
