import { z } from 'zod';
import { RESIDUE_TYPES } from '@bench/structure';
import { id } from '@bench/sdk/backend';
import { LIGAND_FORMATS } from './obabel.ts';

const MAX_STRUCTURES = 20;
const MAX_LIGAND_TEXT = 2 * 1024 * 1024;

const label = z.string().min(1).max(200);

/** POST …/analyzePdbs: labels and exactly one source list as long as them. */
export const analyzeBody = z
  .strictObject({
    labels: z.array(label).min(1).max(MAX_STRUCTURES),
    data: z.array(z.string()).max(MAX_STRUCTURES).optional(),
    fileNames: z.array(z.string().max(500)).max(MAX_STRUCTURES).optional(),
    pdbCode: z.array(z.string().max(100)).max(MAX_STRUCTURES).optional(),
    poseId: z.array(id).max(MAX_STRUCTURES).optional(),
  })
  .refine(
    (b) => [b.data, b.pdbCode, b.poseId].filter(Boolean).length === 1,
    'give exactly one of data, pdbCode or poseId',
  )
  .refine(
    (b) => (b.data ?? b.pdbCode ?? b.poseId ?? []).length === b.labels.length,
    'labels and the source list must be as long',
  )
  .refine(
    (b) => !b.fileNames || (b.data !== undefined && b.fileNames.length === b.labels.length),
    'fileNames go with data, one per label',
  );

const choice = z.strictObject({ name3: z.string().max(10), type: z.enum(RESIDUE_TYPES) });
const selectedResidue = z.object({
  original: z.object({
    pdbData: z.object({
      chain: z.string().max(4),
      resid: z.number().int(),
      icode: z.string().max(1),
      name3: z.string().max(10),
      altLoc: z.string().max(1),
    }),
    type: z.enum(RESIDUE_TYPES),
  }),
  chosen: choice.nullable(),
});

/** POST …/assembleStructure: the file and the client's choice for each of its residues, in order. */
export const assembleBody = z.strictObject({
  inputType: z.enum(['pdbFile', 'pdbCode', 'pose']),
  name: z.string().max(200),
  selectedResidues: z.array(selectedResidue).max(200_000),
  pdbFileData: z.string().min(1),
});

/** POST …/getLigand: a ligand's PDB text and the format wanted. */
export const ligandBody = z.strictObject({
  pdbstring: z.string().min(1).max(MAX_LIGAND_TEXT),
  output_format: z.enum(Object.keys(LIGAND_FORMATS) as [string, ...string[]]).default('smiles'),
});
