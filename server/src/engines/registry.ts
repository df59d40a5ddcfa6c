import type { ActionEngine, ActionModel, EngineKind } from '@bench/sdk/model';
import type { JobsConfig } from '../jobs/config.ts';
import type { ActionPlugins } from '../plugins/actions.ts';
import { externalEngine } from './external.ts';

/** The engine that runs a task on this server, and what the engines route says about it. */
interface ChosenEngine {
  kind: EngineKind;
  engine: ActionEngine;
  detail: string;
}

interface EngineStatus {
  kind: EngineKind | null;
  available: boolean;
  detail: string;
}

export interface Engines {
  /** null when nothing can run the task here */
  pick(model: ActionModel): Promise<ChosenEngine | null>;
  describe(): Promise<Record<string, EngineStatus>>;
}

// A real computation beats a simulated one; an external tool, configured on purpose, beats both.
const RANK: EngineKind[] = ['external', 'openmm', 'builtin', 'simulated'];
const KINDS = new Set<string>(RANK);

const envName = (task: string) => task.toUpperCase().replace(/[^A-Z0-9]/g, '_');

async function isAvailable(engine: ActionEngine): Promise<boolean> {
  try {
    return engine.available ? await engine.available() : true;
  } catch {
    return false;
  }
}

export function createEngines(plugins: ActionPlugins, config: Pick<JobsConfig, 'engineOverrides'>): Engines {
  const shipped = (model: ActionModel) => plugins.engines.filter((engine) => engine.task === model.task);

  function override(model: ActionModel): string | undefined {
    return [model.task, model.wireName]
      .flatMap((name) => (name ? [config.engineOverrides[envName(name)]] : []))
      .find(Boolean);
  }

  async function pick(model: ActionModel): Promise<ChosenEngine | null> {
    const setting = override(model);
    if (setting?.startsWith('external:')) {
      const command = setting.slice('external:'.length).trim();
      return { kind: 'external', engine: externalEngine(model.task, command), detail: `external: ${command}` };
    }
    if (setting && !KINDS.has(setting))
      throw new Error(`BENCH_ENGINE_${envName(model.task)}: unknown engine '${setting}'`);
    const candidates = shipped(model)
      .filter((engine) => !setting || engine.kind === setting)
      .sort((a, b) => RANK.indexOf(a.kind) - RANK.indexOf(b.kind));
    for (const engine of candidates) {
      if (await isAvailable(engine))
        return {
          kind: engine.kind,
          engine,
          detail: setting ? `configured: ${setting}` : `${engine.kind} (shipped by the plugin)`,
        };
    }
    return null;
  }

  return {
    pick,
    async describe() {
      const entries = await Promise.all(
        plugins.models.map(async (model): Promise<[string, EngineStatus]> => {
          try {
            const chosen = await pick(model);
            if (chosen) return [model.task, { kind: chosen.kind, available: true, detail: chosen.detail }];
            const setting = override(model);
            return [
              model.task,
              {
                kind: null,
                available: false,
                detail: setting ? `${setting} is not available on this server` : 'no engine',
              },
            ];
          } catch (error) {
            return [model.task, { kind: null, available: false, detail: (error as Error).message }];
          }
        }),
      );
      return Object.fromEntries(entries);
    },
  };
}
