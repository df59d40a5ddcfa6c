import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { launchesOf, scratchRoot } from '@bench/launch';
import type { EngineResult } from '@bench/sdk/model';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Engines } from '../engines/registry.ts';
import type { Publisher } from '../live/types.ts';
import type { Item } from '../items/build.ts';
import { publishEvents, refund, type LiveEvent } from './actionStore.ts';
import { buildEngineContext } from './engineContext.ts';
import { actionSettings } from './sourceData.ts';
import type { ActionPlugins } from '../plugins/actions.ts';
import type { PluginSettings } from '../plugins/settings.ts';
import { claimJob, finishJob, heartbeat, type JobRow } from './repo.ts';
import { subjectOf, type JobSubject } from './subjects/index.ts';
import type { Settled, SettleJob } from './settle.ts';

export interface RunnerDeps {
  db: Db;
  config: Config;
  plugins: ActionPlugins;
  settings: PluginSettings;
  engines: Engines;
  publisher: Pick<Publisher, 'publish'>;
  warn(message: string): void;
  /** this process's name in `jobs.worker` */
  workerId: string;
  settle: SettleJob;
}

/** Why a run was stopped from outside the engine. */
class JobStop extends Error {
  constructor(readonly why: 'timeout' | 'cancelled' | 'shutdown') {
    super(why);
  }
}

const PROGRESS_INTERVAL_MS = 250;

/** Resolves with the engine's result, or rejects as soon as the signal aborts (a stuck engine is left behind). */
function untilAborted(work: Promise<EngineResult>, signal: AbortSignal): Promise<EngineResult> {
  work.catch(() => undefined);
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    work.then(resolve, reject);
  });
}

/** Claims jobs and runs them: engine, progress, heartbeat, timeout, then results or a refunded failure. */
export class JobRunner {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  constructor(private readonly deps: RunnerDeps) {}

  private publish(events: LiveEvent[]): Promise<void> {
    return publishEvents(this.deps.publisher, events, this.deps.warn);
  }

  /** Claims the oldest queued job (or `jobId`) and runs it; false when there was none. */
  async runNext(jobId?: string): Promise<boolean> {
    const { db, workerId } = this.deps;
    const job = await db.transaction(async (tx) => {
      const claimed = await claimJob(tx, workerId, jobId);
      if (
        claimed &&
        !(await subjectOf(claimed.entity).patch(
          tx,
          claimed.subject_id,
          { progress: { step: 'Starting', percent: 0 } },
          'RUNNING',
          ['QUEUEING'],
        ))
      ) {
        // the item (or its session) was deleted while queued
        await finishJob(tx, claimed.id, 'CANCELLED', 'The item was deleted before it ran.');
        await refund(tx, claimed, 'deleted before it ran');
        return null;
      }
      return claimed;
    });
    if (!job) return false;
    await this.publish([
      { op: 'update', type: subjectOf(job.entity).entity, ids: [job.subject_id], sessionId: job.session_id },
    ]);
    const controller = new AbortController();
    const done = this.execute(job, controller);
    this.running.set(job.id, { controller, done });
    await done;
    return true;
  }

  /** Stops a job running in this process (the cancel route has already recorded why). */
  cancel(jobId: string): void {
    this.running.get(jobId)?.controller.abort(new JobStop('cancelled'));
  }

  /** Aborts every running job without recording anything: recovery re-queues them on the next start. */
  async stop(): Promise<void> {
    const all = [...this.running.values()];
    for (const { controller } of all) controller.abort(new JobStop('shutdown'));
    await Promise.all(all.map(({ done }) => done));
  }

  private async execute(job: JobRow, controller: AbortController): Promise<void> {
    const { db, config, workerId } = this.deps;
    const { timeoutSeconds, heartbeatSeconds } = config.jobs;
    const timer = setTimeout(() => controller.abort(new JobStop('timeout')), timeoutSeconds * 1000);
    const beat = setInterval(() => {
      heartbeat(db, job.id, workerId).then(
        (mine) => mine || controller.abort(new JobStop('cancelled')),
        (error) => this.deps.warn(`heartbeat of job ${job.id}: ${(error as Error).message}`),
      );
    }, heartbeatSeconds * 1000);
    const subject = subjectOf(job.entity);
    const progress = this.progressWriter(job, subject);
    let workDir: string | null = null;
    try {
      const item = await subject.load(db, job.subject_id);
      const model = this.deps.plugins.model(job.task);
      if (!item || !model) throw new Error(`The plugin that runs '${job.task}' is not installed on this server.`);
      const chosen = await this.deps.engines.pick(model);
      if (!chosen) throw new Error(`No engine can run ${model.label} on this server.`);
      workDir = await mkdtemp(join(scratchRoot(), 'bench-job-'));
      const context = await buildEngineContext(
        db,
        subject.asAction(item, job.task),
        actionSettings(config.maxResults, this.deps.settings.forJob(model)),
        { progress: progress.report, signal: controller.signal, workDir },
      );
      const result = await untilAborted(
        launchesOf(job.task, () => chosen.engine.run(context)),
        controller.signal,
      );
      progress.stop();
      await this.complete(job, subject, item, result);
    } catch (error) {
      progress.stop();
      const stop = controller.signal.reason instanceof JobStop ? controller.signal.reason.why : null;
      if (stop === 'shutdown' || stop === 'cancelled') return;
      const message =
        stop === 'timeout'
          ? `The job ran longer than the time limit of ${timeoutSeconds} s and was stopped.`
          : (error as Error).message || String(error);
      await this.fail(job, subject, message);
    } finally {
      clearTimeout(timer);
      clearInterval(beat);
      this.running.delete(job.id);
      if (workDir) await rm(workDir, { recursive: true, force: true });
    }
  }

  /** A job this worker runs stays its own until it ends (a cancel or recovery takes it away). */
  private readonly stillMine = (current: JobRow) =>
    current.status === 'RUNNING' && current.worker === this.deps.workerId;

  /** Results in one transaction, only while the job is still this worker's. */
  private async complete(job: JobRow, subject: JobSubject, item: Item, result: EngineResult): Promise<void> {
    let settled: Settled<LiveEvent[]>;
    try {
      settled = await this.deps.settle(job, 'complete', this.stillMine, (tx) =>
        subject.complete(tx, item, job, result),
      );
    } catch (error) {
      return this.fail(job, subject, `The results could not be stored: ${(error as Error).message}`);
    }
    if (settled.done) await this.publish(settled.value);
  }

  private async fail(job: JobRow, subject: JobSubject, message: string): Promise<void> {
    const settled = await this.deps.settle(job, 'fail', this.stillMine, async (tx) => {
      await finishJob(tx, job.id, 'FAILED', message);
      await subject.patch(tx, job.subject_id, { progress: null, error_message: message }, 'FAILED');
      await refund(tx, job, `job ${job.id} failed`);
    });
    if (settled.done)
      await this.publish([{ op: 'update', type: subject.entity, ids: [job.subject_id], sessionId: job.session_id }]);
  }

  /** Progress reports written at most every 250 ms, the last one always. */
  private progressWriter(job: JobRow, subject: JobSubject) {
    let latest: { step: string; percent: number } | null = null;
    let lastWrite = 0;
    let timer: NodeJS.Timeout | null = null;
    let stopped = false;
    const write = async () => {
      timer = null;
      if (stopped || !latest) return;
      lastWrite = Date.now();
      const progress = latest;
      latest = null;
      try {
        if (await subject.patch(this.deps.db, job.subject_id, { progress }, undefined, ['RUNNING'])) {
          await this.publish([
            { op: 'update', type: subject.entity, ids: [job.subject_id], sessionId: job.session_id },
          ]);
        }
      } catch (error) {
        this.deps.warn(`progress of job ${job.id}: ${(error as Error).message}`);
      }
    };
    return {
      report: (step: string, percent: number) => {
        if (stopped) return;
        latest = { step: String(step), percent: Math.max(0, Math.min(100, Number(percent) || 0)) };
        if (!timer) timer = setTimeout(write, Math.max(0, lastWrite + PROGRESS_INTERVAL_MS - Date.now()));
      },
      stop: () => {
        stopped = true;
        if (timer) clearTimeout(timer);
      },
    };
  }
}
