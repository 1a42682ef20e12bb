import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
const port = 39123;
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '../apps/server/dist/server.js'], {
  cwd: process.cwd(), env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'production', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'prof-')), ADMIN_EMAIL: 'b@amanah.example', ADMIN_PASSWORD: 'bench-admin-password' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
const url = `http://127.0.0.1:${port}${process.argv[2] ?? '/api/v1/admin/news'}`;
const etag = (await fetch(url)).headers.get('etag');
const headers = process.argv[3] === '304' ? { 'if-none-match': etag } : { 'accept-encoding': 'gzip, deflate, br' };
const r = await autocannon({ url, connections: 50, duration: 5, headers });
console.log(Math.round(r.requests.average), 'req/s', r['2xx'], r['3xx']);
child.kill('SIGINT');
await new Promise((res) => child.on('exit', res));
