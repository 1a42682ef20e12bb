// bench/fleet.mjs's yardstick: a bare Fastify hello-world, started beside the servers it measures.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
