// The memory yardstick of bench/api.mjs: a bare PGlite process opening the server's database
// (DATA_DIR/db) and reading every table once, as a server at rest has, then answering 200 on
// PORT so the bench knows it is ready. Nothing else: no Fastify, no caches, no app.
import { createServer } from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create({ dataDir: path.join(process.env.DATA_DIR, 'db') });
const { rows } = await db.query(
  "select tablename from pg_tables where schemaname = 'public' order by tablename",
);
for (const { tablename } of rows) await db.query(`select * from "${tablename}"`);
const server = createServer((_, res) => res.end('ok')).listen(Number(process.env.PORT), process.env.HOST);
const close = async () => {
  server.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', close);
