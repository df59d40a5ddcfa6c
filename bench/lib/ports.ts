// Loopback ports for benchmarks: the first free one of a range, so that several checkouts running
// benchmarks side by side on one machine each keep to their own range (BENCH_PORTS=5500-5599).
import { createServer } from 'node:net';

function range(): [number, number] {
  const [from, to] = (process.env.BENCH_PORTS ?? '5500-5599').split('-').map(Number);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from > to)
    throw new Error(`BENCH_PORTS must be like 5500-5599, got '${process.env.BENCH_PORTS}'`);
  return [from!, to!];
}

const taken = new Set<number>();

function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port of BENCH_PORTS that nothing listens on and this process has not handed out yet. */
export async function freePort(): Promise<number> {
  const [from, to] = range();
  for (let port = from; port <= to; port++) {
    if (taken.has(port) || !(await free(port))) continue;
    taken.add(port);
    return port;
  }
  throw new Error(`no free loopback port in ${from}-${to} (BENCH_PORTS)`);
}
