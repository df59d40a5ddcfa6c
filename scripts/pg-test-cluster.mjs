// A throwaway PostgreSQL for tests: `node scripts/pg-test-cluster.mjs -- <command...>` runs the
// command with DATABASE_URL set, then stops and removes the cluster and exits with its code.
// Without a command it prints DATABASE_URL and keeps the cluster until Ctrl-C. BENCH_PG_PORT
// chooses its loopback port (a free one otherwise).
// PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => b - a)
    : [];
  const found = versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'pg_ctl')));
  if (!found) throw new Error('PostgreSQL not found under /usr/lib/postgresql (apt-get install -y postgresql)');
  return found;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
function runAsOwner(command, args) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}${result.stderr}`);
}

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
const bin = binDir();
const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
const data = join(dir, 'data');
if (asRoot) {
  const { uid, gid } = userIds('postgres');
  chownSync(dir, uid, gid);
}
chmodSync(dir, 0o700);
const port = Number(process.env.BENCH_PG_PORT) || (await freePort());
const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

function userIds(name) {
  const id = (flag) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

let stopped = false;
function stop() {
  if (stopped) return;
  stopped = true;
  try {
    runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
  } catch (error) {
    console.error(String(error));
  }
  rmSync(dir, { recursive: true, force: true });
}

const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
try {
  runAsOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
} catch (error) {
  console.error(String(error));
  stop();
  process.exit(1);
}

console.log(`DATABASE_URL=${url}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}
if (command.length === 0) {
  // an unsettled await alone would let node exit (code 13) and leave the cluster behind
  setInterval(() => undefined, 1 << 30);
} else {
  // the fault tests stop and start this cluster (tests/api/helpers/pgCluster.ts)
  const control = {
    BENCH_PG_TEST_BIN: bin,
    BENCH_PG_TEST_DATA: data,
    BENCH_PG_TEST_OPTIONS: options,
    BENCH_PG_TEST_LOG: join(dir, 'log'),
  };
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, ...control },
  });
  child.on('exit', (code, signal) => {
    stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
