import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLaunchSettings, slurmSettings } from '../src/settings.ts';
import { batchScript, parseJobRecord, sbatchArguments } from '../src/slurmJob.ts';

const shared = mkdtempSync(join(tmpdir(), 'bench-launch-'));
const cluster = { BENCH_EXECUTOR: 'slurm', BENCH_SLURM_WORKDIR: shared };

describe('the executor settings', () => {
  it('gives a task its own resources where the site set them, the general ones elsewhere', () => {
    const env = {
      ...cluster,
      BENCH_SLURM_CPUS: '2',
      BENCH_SLURM_MEM: '2G',
      BENCH_SLURM_CPUS_SINGLE_CHAIN_HM: '8',
      BENCH_SLURM_GPUS_SINGLE_CHAIN_HM: '1',
      BENCH_SLURM_PARTITION: 'cpu',
    };
    expect(slurmSettings(env, 'single_chain_hm')).toMatchObject({
      cpus: 8,
      gpus: 1,
      mem: '2G',
      partition: 'cpu',
      time: null,
    });
    expect(slurmSettings(env, 'other')).toMatchObject({ cpus: 2, gpus: 0, mem: '2G', partition: 'cpu' });
    expect(slurmSettings(env, null)).toMatchObject({ cpus: 2, workDir: shared, pollMs: 2000 });
  });

  it('refuses at start what Slurm would refuse later, naming the setting', () => {
    expect(() => checkLaunchSettings({ BENCH_EXECUTOR: 'lsf' })).toThrow(
      "BENCH_EXECUTOR must be local or slurm, got 'lsf'",
    );
    expect(() => checkLaunchSettings({ BENCH_EXECUTOR: 'slurm' })).toThrow(/needs BENCH_SLURM_WORKDIR/);
    expect(() => checkLaunchSettings({ ...cluster, BENCH_SLURM_WORKDIR: join(shared, 'absent') })).toThrow(
      /does not exist/,
    );
    expect(() => checkLaunchSettings({ ...cluster, BENCH_SLURM_CPUS_MINIMIZE: '0' })).toThrow(
      "BENCH_SLURM_CPUS_MINIMIZE must be a whole number ≥ 1, got '0'",
    );
    expect(() => checkLaunchSettings({ ...cluster, BENCH_SLURM_MEM: 'lots' })).toThrow(
      /BENCH_SLURM_MEM must be a size/,
    );
    expect(() => checkLaunchSettings({ ...cluster, BENCH_SLURM_TIME: '1h' })).toThrow(
      /BENCH_SLURM_TIME must be minutes/,
    );
    expect(() => checkLaunchSettings({ ...cluster, BENCH_SLURM_CPU: '4' })).toThrow(
      /BENCH_SLURM_CPU is not a Slurm setting/,
    );
    expect(() =>
      checkLaunchSettings({ ...cluster, BENCH_SLURM_TIME: '1-12:00', BENCH_SLURM_MEM_DDG: '500M' }),
    ).not.toThrow();
    // the local executor reads no Slurm setting
    expect(() => checkLaunchSettings({ BENCH_SLURM_CPU: '4' })).not.toThrow();
  });
});

describe('a launch as a Slurm job', () => {
  it('runs the program itself, with its input and per-run output files in the job directory', () => {
    const script = batchScript(
      { label: 'Tool', program: "/opt/it's/tool", args: ['a b', '--x'], stdin: '{}' },
      '/shared/launch-1',
    );
    expect(script).toContain(
      `exec '/opt/it'\\''s/tool' 'a b' '--x' < '/shared/launch-1/stdin' > '/shared/launch-1/stdout'."$run" 2> '/shared/launch-1/stderr'."$run"`,
    );
    expect(batchScript({ label: 'Cmd', program: 'node x.mjs | tee log', shell: true }, '/d')).toContain(
      `exec '/bin/sh' '-c' 'node x.mjs | tee log' < '/dev/null'`,
    );
  });

  it('asks sbatch for the resources set, and for a requeue when its node is lost', () => {
    expect(
      sbatchArguments('bench-relax', '/shared/job', '/shared/launch-1', {
        partition: 'gpu',
        cpus: 4,
        gpus: 1,
        mem: '8G',
        time: '2:00:00',
      }),
    ).toEqual([
      '--parsable',
      '--job-name=bench-relax',
      '--chdir=/shared/job',
      '--output=/shared/launch-1/slurm.log',
      '--open-mode=append',
      '--requeue',
      '--ntasks=1',
      '--cpus-per-task=4',
      '--partition=gpu',
      '--gpus=1',
      '--mem=8G',
      '--time=2:00:00',
      '/shared/launch-1/job.sh',
    ]);
  });

  it('reads the state, restarts and exit of `scontrol show job -o`', () => {
    const record =
      'JobId=8 JobName=bench-x JobState=FAILED Reason=NonZeroExitCode Dependency=(null) Requeue=1 Restarts=1 BatchFlag=1 ExitCode=3:0 NodeList=vm BatchHost=vm';
    expect(parseJobRecord(record)).toEqual({
      state: 'FAILED',
      reason: 'NonZeroExitCode',
      restarts: 1,
      exitCode: 3,
      exitSignal: 0,
      node: 'vm',
    });
  });
});
