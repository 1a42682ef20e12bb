// The yardstick of bench/api.mjs: a bare `node:http` server that answers every request with one
// answer the real server gave (its status, its headers in their order and case, its body's bytes),
// handed over by the bench through IPC before each load. No routing, no logging, no metrics: what
// any Node server pays to send that answer, so the real server's ratio to it is what its own work
// costs. Node adds `Date`, `Connection` and `Keep-Alive` itself, as it does for the real server.
import { createServer } from 'node:http';

let status = 200;
let headers = [];
let body;

const server = createServer((_request, response) => {
  response.writeHead(status, headers);
  response.end(body);
});
// The real server's keep-alive (decision 021), so the `Keep-Alive` header Node writes is the same.
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_MS ?? 72_000);
server.requestTimeout = 0;

process.on('message', (answer) => {
  status = answer.status;
  headers = answer.headers;
  body = answer.body === undefined ? undefined : Buffer.from(answer.body, 'base64');
  process.send?.({ ready: true });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
