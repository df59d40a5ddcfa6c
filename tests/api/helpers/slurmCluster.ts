import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DAEMONS = ['/usr/sbin/munged', '/usr/sbin/slurmctld', '/usr/sbin/slurmd', '/usr/bin/sbatch', '/usr/bin/scontrol'];
/** seconds the controller waits for a silent slurmd before it declares the node lost */
const NODE_TIMEOUT_S = 5;

/** Why this machine cannot run a one-machine Slurm cluster, or null when it can. */
export function slurmUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'not root: munged, slurmctld and slurmd run here as root';
  const missing = DAEMONS.filter((file) => !existsSync(file));
  return missing.length ? `missing ${missing.join(', ')} (Debian packages slurmctld slurmd slurm-client munge)` : null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });

const procText = (pid: string, file: string) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
};

/**
 * The processes of this cluster's jobs (their environment names its slurm.conf and a job) and the
 * slurmstepd above each: what a machine takes with it when it is lost.
 */
function jobProcesses(conf: string): number[] {
  const jobs = readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      const environment = procText(pid, 'environ').split('\0');
      return (
        environment.includes(`SLURM_CONF=${conf}`) && environment.some((entry) => entry.startsWith('SLURM_JOB_ID='))
      );
    });
  const parents = jobs
    .map((pid) => /^\d+ \(.*\) \S+ (\d+)/s.exec(procText(pid, 'stat'))?.[1] ?? '')
    .filter((pid) => procText(pid, 'cmdline').startsWith('slurmstepd'));
  return [...new Set([...jobs, ...parents])].map(Number);
}

const signalAll = (pids: number[], signal: NodeJS.Signals) =>
  pids.forEach((pid) => {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  });
const killAll = (pids: number[]) => signalAll(pids, 'SIGKILL');

export interface SlurmJobRecord {
  id: string;
  name: string;
  state: string;
  restarts: number;
  /** the memory it asked for, e.g. '1G' */
  memory: string;
}

export interface SlurmCluster {
  /** what a Bench process needs to reach the cluster */
  env: Record<string, string>;
  /** the shared working directory (BENCH_SLURM_WORKDIR) */
  workDir: string;
  /** every job Slurm still remembers, with the given name */
  jobs(name: string): Promise<SlurmJobRecord[]>;
  /** the node's machine dies: slurmd, the jobs' slurmstepd and the jobs' processes stop together, then are killed */
  killNode(): Promise<void>;
  /** starts slurmd again and waits until the node is back in service */
  startNode(): Promise<void>;
  /** cancels what is left and stops the daemons, by their pids */
  stop(): Promise<void>;
  /** the daemons' logs, for a failure message */
  logs(): string;
}

/**
 * A one-machine Slurm cluster from Debian's packages, all in a temp dir: munged with its own key,
 * slurmctld and slurmd (as root, -D, on free ports), no cgroups and no accounting. The node is
 * named after `hostname -s` and has 2 CPUs.
 */
export async function startSlurmCluster(): Promise<SlurmCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-slurm-'));
  const paths = {
    munge: join(dir, 'munge'),
    state: join(dir, 'state'),
    spool: join(dir, 'spool'),
    log: join(dir, 'log'),
    work: join(dir, 'shared'),
  };
  for (const path of Object.values(paths)) mkdirSync(path, { recursive: true });
  chmodSync(paths.munge, 0o700);
  const key = join(paths.munge, 'munge.key');
  writeFileSync(key, randomBytes(1024), { mode: 0o400 });
  const socket = join(paths.munge, 'munge.socket');
  const node = hostname().split('.')[0]!;
  const [controllerPort, nodePort] = [await freePort(), await freePort()];
  const conf = join(dir, 'slurm.conf');
  writeFileSync(
    conf,
    [
      'ClusterName=benchtest',
      `SlurmctldHost=${node}(127.0.0.1)`,
      'SlurmUser=root',
      'SlurmdUser=root',
      'AuthType=auth/munge',
      'CredType=cred/munge',
      // a requeued job may start again after cred_expire seconds (Slurm's default is 120)
      `AuthInfo=socket=${socket},cred_expire=5`,
      `SlurmctldPort=${controllerPort}`,
      `SlurmdPort=${nodePort}`,
      `StateSaveLocation=${paths.state}`,
      `SlurmdSpoolDir=${paths.spool}`,
      `SlurmctldPidFile=${join(dir, 'slurmctld.pid')}`,
      `SlurmdPidFile=${join(dir, 'slurmd.pid')}`,
      `SlurmctldLogFile=${join(paths.log, 'slurmctld.log')}`,
      `SlurmdLogFile=${join(paths.log, 'slurmd.log')}`,
      'ProctrackType=proctrack/linuxproc',
      'TaskPlugin=task/none',
      'SelectType=select/cons_tres',
      'SelectTypeParameters=CR_Core_Memory',
      'DefMemPerCPU=500',
      'SwitchType=switch/none',
      'MpiDefault=none',
      'JobAcctGatherType=jobacct_gather/none',
      'AccountingStorageType=accounting_storage/none',
      'JobCompType=jobcomp/none',
      'ReturnToService=2',
      `SlurmdTimeout=${NODE_TIMEOUT_S}`,
      'MessageTimeout=5',
      'KillWait=2',
      'MinJobAge=600',
      `NodeName=${node} NodeAddr=127.0.0.1 CPUs=2 RealMemory=4000 State=UNKNOWN`,
      `PartitionName=bench Nodes=${node} Default=YES MaxTime=INFINITE State=UP`,
      '',
    ].join('\n'),
  );
  const env = { SLURM_CONF: conf };
  const daemons = new Map<string, { child: ChildProcess; exited: Promise<void> }>();
  const start = (name: string, program: string, args: string[]) => {
    const out = openSync(join(paths.log, `${name}.out`), 'a');
    const child = spawn(program, args, { stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    daemons.set(name, { child, exited: new Promise((resolve) => child.once('exit', () => resolve())) });
  };
  const stopDaemon = async (name: string, signal: NodeJS.Signals) => {
    const daemon = daemons.get(name);
    if (!daemon) return;
    if (daemon.child.exitCode === null && daemon.child.signalCode === null) daemon.child.kill(signal);
    await daemon.exited;
    daemons.delete(name);
  };
  const slurm = async (program: string, args: string[]) =>
    (await run(program, args, { env: { ...process.env, ...env }, timeout: 30_000 })).stdout;
  const nodeState = async () => (await slurm('sinfo', ['-h', '-n', node, '-o', '%T']).catch(() => '')).trim();
  const waitFor = async (what: string, ready: () => Promise<boolean>, timeoutMs = 60_000) => {
    const until = Date.now() + timeoutMs;
    while (!(await ready())) {
      if (Date.now() > until) throw new Error(`Slurm: ${what} did not happen within ${timeoutMs / 1000} s\n${logs()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const logs = () =>
    ['slurmctld.log', 'slurmd.log', 'munged.out']
      .map((file) => join(paths.log, file))
      .filter(existsSync)
      .map(
        (file) =>
          `--- ${file}\n${readFileSync(file, 'utf8')
            .split('\n')
            .filter((line) => !/pmix|PMIx|mpi\//.test(line))
            .slice(-30)
            .join('\n')}`,
      )
      .join('\n');
  const startNode = async () => {
    start('slurmd', '/usr/sbin/slurmd', ['-D', '-f', conf]);
    await waitFor('the node coming up idle', async () => (await nodeState()) === 'idle');
  };

  start('munged', '/usr/sbin/munged', [
    '-F',
    '-f',
    `--key-file=${key}`,
    `--socket=${socket}`,
    `--pid-file=${join(paths.munge, 'munged.pid')}`,
    `--log-file=${join(paths.log, 'munged.log')}`,
    `--seed-file=${join(paths.munge, 'seed')}`,
  ]);
  await waitFor('munged listening', async () => existsSync(socket), 10_000);
  start('slurmctld', '/usr/sbin/slurmctld', ['-D', '-c', '-f', conf]);
  await startNode();

  return {
    env,
    workDir: paths.work,
    async jobs(name) {
      const text = await slurm('squeue', ['-h', '-t', 'all', '-n', name, '-o', '%i|%j|%T|%m']);
      const records = text
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('|'));
      return Promise.all(
        records.map(async ([id, jobName, state, memory]) => {
          const restarts = /Restarts=(\d+)/.exec(await slurm('scontrol', ['show', 'job', '-o', id!]))?.[1];
          return { id: id!, name: jobName!, state: state!, memory: memory!, restarts: Number(restarts ?? 0) };
        }),
      );
    },
    async killNode() {
      // the machine dies at once: everything on it stops before anything is killed, so no slurmstepd
      // outlives its job long enough to report the job's end to the controller (a lost node never does)
      const node = [daemons.get('slurmd')?.child.pid, ...jobProcesses(conf)].filter(
        (pid): pid is number => pid !== undefined,
      );
      signalAll(node, 'SIGSTOP');
      killAll(node);
      await stopDaemon('slurmd', 'SIGKILL');
      killAll(jobProcesses(conf));
    },
    startNode,
    async stop() {
      // a node that comes back has the controller end what still ran on it while it was lost
      if (!daemons.has('slurmd')) await startNode().catch(() => undefined);
      await slurm('scancel', ['--full', '--partition=bench']).catch(() => '');
      await waitFor('the jobs ending', async () => (await nodeState()) === 'idle', 30_000).catch(() => undefined);
      for (const name of ['slurmd', 'slurmctld', 'munged']) await stopDaemon(name, 'SIGTERM');
      killAll(jobProcesses(conf));
      rmSync(dir, { recursive: true, force: true });
    },
    logs,
  };
}
