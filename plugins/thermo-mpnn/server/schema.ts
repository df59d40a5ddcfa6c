import { structureJobFields, typeSchemas } from '@bench/sdk/backend';

/** spec 2 §3: ThermoMPNN items (`inputs` names the structure; `outputs` is written by the job pipeline). */
export const thermoMpnns = typeSchemas(structureJobFields);
