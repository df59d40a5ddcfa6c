import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { depictSmiles } from '@bench/chemistry';
import { parse } from '../errors.ts';

/** Longer SMILES describe molecules too large to read as a drawing, and cost the server seconds to lay out. */
const MAX_DEPICTED_SMILES = 2000;
const depictionBody = z.strictObject({
  smiles: z
    .string()
    .trim()
    .min(1, 'smiles is empty')
    .max(MAX_DEPICTED_SMILES, `A SMILES to draw has at most ${MAX_DEPICTED_SMILES.toLocaleString('en-US')} characters`),
  width: z.number().int().min(40).max(1600),
  height: z.number().int().min(40).max(1600),
  dark: z.boolean().default(false),
});

/** SMILES drawn by RDKit (spec 2 §2.1): any screen that shows a molecule, whichever plugins are cataloged. */
export function registerDepictionRoute(app: FastifyInstance): void {
  app.post('/api/depictions', async (request: FastifyRequest) => {
    const { smiles, ...options } = parse(depictionBody, request.body);
    return { svg: await depictSmiles(smiles, options) };
  });
}
