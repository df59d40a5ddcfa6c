import { loadConfig } from './config.ts';
import { surviveDatabaseOutages } from './db/unavailable.ts';
import { startWorker } from './jobs/worker.ts';

surviveDatabaseOutages((message) => console.warn(message));
const config = loadConfig(process.env);
const worker = await startWorker(config, (message) => console.warn(message));
console.log(`Bench worker running ${config.jobs.workers} job(s) at a time`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    worker.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
