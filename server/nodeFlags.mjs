// The Node flags `npm start` (scripts/start.mjs) and the tests and benchmarks that start the server as
// a process (tests/api/helpers/processes.ts, tests/e2e/serve.mjs) run it with.
// - A young generation of 2 MB semi-spaces (V8's default is 16): what the server allocates briefly is a
//   request's parsing and its answer, and the default's larger nursery, filled once while the server
//   loads its modules, stayed resident — about 60 MB of the 400 MB budget at rest
//   (bench/load.bench.mjs measures the server's peak memory).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
