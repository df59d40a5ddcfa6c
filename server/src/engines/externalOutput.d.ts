import type { EngineResult } from '@bench/sdk/model';
/** Reads `output.json` and the structure files it names into an engine result. */
export declare function readExternalOutput(dir: string): Promise<EngineResult>;
