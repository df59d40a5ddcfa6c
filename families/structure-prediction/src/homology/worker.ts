/**
 * Homology modelling (server side): template search with BLAST over the project's structures, the
 * ProMod3 template library and an optional site library, model building with ProMod3 — of one
 * chain, or of several chains together on one template structure. See the family README for the
 * method and its settings.
 */
import { fileURLToPath } from 'node:url';
import { runPythonWorker, type RunOptions } from '@bench/openmm';
import { hmSettings, type HmSettings } from './settings.ts';
import type { ComplexInput, ComplexResult, HmDetection, HmInput, HmResult } from './types.ts';

const WORKER_SCRIPT = fileURLToPath(new URL('../../python/hm_worker.py', import.meta.url));

function runWorker<T>(request: object, settings: HmSettings, options: RunOptions): Promise<T> {
  return runPythonWorker<T>(
    { script: WORKER_SCRIPT, label: 'homology-modelling', python: settings.python },
    request,
    options,
  );
}

export interface HmRunOptions {
  settings?: HmSettings;
  signal?: AbortSignal;
  progress?(step: string, percent: number): void;
}

function runModelling<T>(task: 'model' | 'complex', input: object, options: HmRunOptions): Promise<T> {
  const settings = options.settings ?? hmSettings();
  const request = {
    task,
    ...input,
    data_dir: settings.dataDir,
    library: settings.useLibrary,
    site_library_dir: settings.siteLibraryDir,
    max_evalue: settings.maxEvalue,
  };
  return runWorker<T>(request, settings, {
    timeoutMs: settings.timeoutMs,
    signal: options.signal,
    progress: options.progress,
  });
}

/** Builds one model; a result with `model: null` carries the user-facing reason in errors_and_warnings.message. */
export const buildHomologyModel = (input: HmInput, options: HmRunOptions = {}) =>
  runModelling<HmResult>('model', input, options);

/**
 * Builds one model of several chains on distinct chains of one template structure; a result with
 * `model: null` says why in errors_and_warnings.message (e.g. no structure holds every chain).
 */
export const buildComplexModel = (input: ComplexInput, options: HmRunOptions = {}) =>
  runModelling<ComplexResult>('complex', input, options);

/** Builds the template library's BLAST database now (it is otherwise built by the first model); idempotent. */
export function prepareTemplateLibrary(
  options: HmRunOptions = {},
): Promise<{ library_chains: number; seconds: number }> {
  const settings = options.settings ?? hmSettings();
  return runWorker({ task: 'prepare', data_dir: settings.dataDir }, settings, {
    timeoutMs: settings.timeoutMs,
    signal: options.signal,
    progress: options.progress,
  });
}

const DETECT_TIMEOUT_MS = 60_000;

/** What this machine has for homology modelling (ProMod3, BLAST+, the template library). */
export function detectHomologyModelling(settings: HmSettings = hmSettings()): Promise<HmDetection> {
  return runWorker<HmDetection>({ task: 'detect' }, settings, { timeoutMs: DETECT_TIMEOUT_MS }).catch(
    (error: Error) => ({
      ready: false,
      blastp: false,
      makeblastdb: false,
      library: false,
      problem: error.message,
    }),
  );
}
