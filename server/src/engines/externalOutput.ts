import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { z } from 'zod';
import type { EngineResult } from '@bench/sdk/model';
import { describeIssues } from '../errors.ts';

const score = z.number().finite().nullable().optional();

/** `output.json` of the external command contract (server/ENGINES.md). */
const outputSchema = z.object({
  collection_name: z.string().max(500).optional(),
  /** the unit (and any label, column flag and description of its own) of `score`, `rms` and each score term the poses carry */
  score_declarations: z
    .record(
      z.string().max(100),
      z.strictObject({
        unit: z.string().max(40),
        label: z.string().max(100).optional(),
        column: z.number().int().min(1).max(1000).optional(),
        description: z.string().max(300).optional(),
      }),
    )
    .refine((map) => Object.keys(map).length <= 200, 'at most 200 declarations')
    .optional(),
  poses: z
    .array(
      z.object({
        name: z.string().min(1).max(500),
        file: z.string().min(1),
        sequence: z.string().default(''),
        score,
        rms: score,
        score_terms: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .max(100_000)
    .optional(),
  /** a position × amino-acid grid of values (DDG, ThermoMPNN) and the residues at those positions */
  grid: z
    .object({
      values: z.record(z.string(), z.record(z.string(), z.number().finite())),
      originals: z.record(z.string(), z.string().max(1)).optional(),
      spreads: z
        .record(
          z.string(),
          z.record(
            z.string(),
            z.object({ spread: z.number().finite().min(0), repeats: z.number().int().min(1).max(1000) }),
          ),
        )
        .optional(),
    })
    .optional(),
  method: z.record(z.string(), z.unknown()).optional(),
  /** a job subject's own structured output (an epitope prediction's `metrics` and `rows`) */
  output: z.record(z.string(), z.unknown()).optional(),
  sequences: z
    .object({
      name: z.string().max(500).optional(),
      records: z.array(z.object({ name: z.string().min(1), sequence: z.string().min(1), score })),
    })
    .optional(),
  verification: z.object({ verified: z.boolean(), message: z.string().nullable().optional() }).optional(),
  notes: z.array(z.string()).optional(),
});

/** A file the output names, which must lie inside the work directory. */
function inside(dir: string, file: string): string {
  const path = resolve(dir, file);
  const rel = relative(dir, path);
  if (rel.startsWith('..') || isAbsolute(rel))
    throw new Error(`output.json names a file outside the work directory: ${file}`);
  return path;
}

/** Reads `output.json` and the structure files it names into an engine result. */
export async function readExternalOutput(dir: string): Promise<EngineResult> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(resolve(dir, 'output.json'), 'utf8'));
  } catch (error) {
    throw new Error(`The engine wrote no readable output.json (${(error as Error).message}).`);
  }
  const parsed = outputSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`output.json is not valid: ${describeIssues(parsed.error)}`);
  const output = parsed.data;
  const poses = await Promise.all(
    (output.poses ?? []).map(async (pose) => {
      const path = inside(dir, pose.file);
      const pdb = await readFile(path, 'utf8').catch(() => {
        throw new Error(`output.json names ${pose.file}, which the engine did not write.`);
      });
      return {
        name: pose.name,
        pdb,
        sequence: pose.sequence,
        score: pose.score ?? null,
        rms: pose.rms ?? null,
        score_terms: pose.score_terms ?? {},
      };
    }),
  );
  return {
    engine: 'external',
    ...(output.poses
      ? {
          collection: {
            name: output.collection_name,
            poses,
            ...(output.score_declarations ? { declarations: output.score_declarations } : {}),
          },
        }
      : {}),
    ...(output.grid ? { grid: output.grid } : {}),
    ...(output.method ? { method: output.method } : {}),
    ...(output.output ? { output: output.output } : {}),
    ...(output.sequences ? { sequences: output.sequences } : {}),
    ...(output.verification ? { verification: output.verification } : {}),
    ...(output.notes ? { notes: output.notes } : {}),
  };
}
