import { buildServer } from './app.ts';
import { loadConfig } from './config.ts';
import { surviveDatabaseOutages } from './db/unavailable.ts';

surviveDatabaseOutages((message) => console.warn(message));
const config = loadConfig(process.env);
const server = await buildServer(config);
await server.app.listen({ port: config.port, host: config.host });
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Bench listening on http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
