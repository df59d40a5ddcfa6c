import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  RESIDUE_TYPES,
  STRUCTURE_EXTENSIONS,
  type AnalyzedStructure,
  type AnalyzePdbsReply,
  type AssembleStructureReply,
  type LoadedPose,
  type ResidueType,
  baseName,
  checkFileNames,
  invalidPdbCodeMessage,
  pdbCodeOf,
} from '@bench/structure';
import { stripInvalidNameChars } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';
import { analyzeText } from '../dataLoader/analyze.ts';
import { assembleLoadedPose } from '../dataLoader/assemble.ts';
import { LIGAND_FORMATS, convertLigand } from '../dataLoader/obabel.ts';
import { fetchPdbEntry } from '../dataLoader/pdbSource.ts';
import { badRequest, notFound, parse, validation } from '../errors.ts';
import { newItem } from '../items/build.ts';
import { insertItems } from '../items/repo.ts';
import { id } from '../items/schemas/common.ts';
import { publishModel } from './publish.ts';
import { poseStructure } from './poseStructure.ts';
import { saveStructure } from '../structures/repo.ts';
import { ownedSession } from './access.ts';
import { actorOf } from './itemRoutes.ts';

const MAX_STRUCTURES = 20;
const MAX_LIGAND_TEXT = 2 * 1024 * 1024;

const label = z.string().min(1).max(200);
const analyzeBody = z
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
const assembleBody = z.strictObject({
  inputType: z.enum(['pdbFile', 'pdbCode', 'pose']),
  name: z.string().max(200),
  selectedResidues: z.array(selectedResidue).max(200_000),
  pdbFileData: z.string().min(1),
});
const ligandBody = z.strictObject({
  pdbstring: z.string().min(1).max(MAX_LIGAND_TEXT),
  output_format: z.enum(Object.keys(LIGAND_FORMATS) as [string, ...string[]]).default('smiles'),
});

const STRUCTURE_LOADER = 'structure-loader';
/** The structure loader's settings (plugins/structure-loader/src/settings.ts). */
interface LoaderSettings {
  pdbUrl: string;
  allowedResidueTypes: readonly ResidueType[];
}

/** Data loader calls (spec 3 §7): analyzePdbs, getLigand and assembleStructure. */
export function registerDataLoaderRoutes(app: FastifyInstance, ctx: AppContext): void {
  // analysis and assembly are the server side of the structure loader plugin, and read its settings
  const loader = ctx.plugins.settings.of<Partial<LoaderSettings>>(STRUCTURE_LOADER);
  const loaderSettings = (): LoaderSettings => {
    if (!loader.pdbUrl || !loader.allowedResidueTypes)
      throw notFound(`The ${STRUCTURE_LOADER} plugin is not installed on this server.`);
    return loader as LoaderSettings;
  };

  app.post('/api/sessions/:sid/analyzePdbs', async (request): Promise<AnalyzePdbsReply> => {
    const { sid } = request.params as { sid: string };
    await ownedSession(ctx, request, sid);
    const body = parse(analyzeBody, request.body);
    const { pdbUrl, allowedResidueTypes: allowedTypes } = loaderSettings();
    if (body.fileNames) {
      const problem = checkFileNames(body.fileNames, STRUCTURE_EXTENSIONS);
      if (problem) throw badRequest(problem);
    }
    const output: Record<string, AnalyzedStructure> = {};
    for (const [i, labelText] of body.labels.entries()) {
      if (body.data) {
        const fileName = body.fileNames?.[i];
        const name = fileName ? baseName(fileName) : labelText;
        output[labelText] = analyzeText(body.data[i]!, {
          label: fileName ?? labelText,
          name,
          inputType: 'pdbFile',
          allowedTypes,
          echo: false,
        });
      } else if (body.pdbCode) {
        const code = pdbCodeOf(body.pdbCode[i]!);
        if (!code) throw badRequest(invalidPdbCodeMessage(body.pdbCode[i]!));
        const text = await fetchPdbEntry(pdbUrl, code);
        output[labelText] = analyzeText(text, {
          label: code,
          name: code,
          inputType: 'pdbCode',
          allowedTypes,
          echo: true,
        });
      } else {
        const { name, pdb } = await poseStructure(ctx, sid, body.poseId![i]!);
        output[labelText] = analyzeText(pdb, { label: name, name, inputType: 'pose', allowedTypes, echo: true });
      }
    }
    return { output };
  });

  app.post('/api/sessions/:sid/getLigand', async (request) => {
    const { sid } = request.params as { sid: string };
    await ownedSession(ctx, request, sid);
    const body = parse(ligandBody, request.body);
    return { format: body.output_format, data: await convertLigand(body.pdbstring, body.output_format) };
  });

  app.post('/api/sessions/:sid/assembleStructure', async (request, reply): Promise<AssembleStructureReply> => {
    const { sid } = request.params as { sid: string };
    await ownedSession(ctx, request, sid);
    const body = parse(assembleBody, request.body);
    const name = stripInvalidNameChars(body.name).trim();
    if (name === '') throw validation('name: needs at least one letter or digit');
    const assembled = assembleLoadedPose(body.pdbFileData, body.selectedResidues, loaderSettings().allowedResidueTypes);
    const actor = actorOf(request);
    const place = { sessionId: sid };
    const collection = newItem(
      {
        name,
        type: null,
        is_raw: true,
        is_read: false,
        are_poses_indexed: true,
        comparing_collections: [],
        ipsae_columns: [],
      },
      actor,
      place,
    );
    const pose = newItem(
      {
        name,
        index: 1,
        sequence: assembled.sequence,
        score: null,
        rms: null,
        score_terms: {},
        pose_collection_id: collection._id,
        ligand_params_url: null,
        report: { chainCount: assembled.report.chainCount, ligands: assembled.report.ligands },
        has_ligands: assembled.has_ligands,
        has_nucleic_acids: assembled.has_nucleic_acids,
        atom_count: assembled.atom_count,
        residue_count: assembled.residue_count,
        is_selected: false,
        is_visible: true,
      },
      actor,
      place,
    );
    await ctx.db.transaction(async (tx) => {
      await insertItems(tx, 'pose_collections', [collection]);
      await insertItems(tx, 'poses', [pose]);
      await saveStructure(tx, { itemId: pose._id, sessionId: sid, data: assembled.pdb });
    });
    const event = { op: 'create' as const, sessionId: sid, ownerId: null };
    await publishModel(ctx, request, { ...event, type: 'pose_collections', ids: [collection._id] });
    await publishModel(ctx, request, { ...event, type: 'poses', ids: [pose._id] });
    reply.status(201);
    return {
      pose_collection: collection as AssembleStructureReply['pose_collection'],
      pose: pose as unknown as LoadedPose,
    };
  });
}
