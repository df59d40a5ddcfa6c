import { checkFileNames } from '@bench/structure';
import { stripInvalidNameChars } from '@bench/sdk/model';
import { badRequest, parse, validation, type PluginRoutes, type ServerHost } from '@bench/sdk/backend';
import type { StructureLoaderSettings } from '../src/settings.ts';
import { analyzeText } from './analyze.ts';
import { assembleLoadedPose } from './assemble.ts';
import { analyzeBody, assembleBody, ligandBody } from './bodies.ts';
import { convertLigand } from './obabel.ts';
import { fetchPdbEntry } from './pdbSource.ts';
import { baseName, invalidPdbCodeMessage, pdbCodeOf } from '../src/sourceNames.ts';
import {
  STRUCTURE_EXTENSIONS,
  type AnalyzedStructure,
  type AnalyzePdbsReply,
  type AssembleStructureReply,
  type LoadedPose,
} from '../src/wire.ts';

/** The route names the calls below sit under (`/api/sessions/:sid/<name>`). */
export const LOADER_ROUTES = ['analyzePdbs', 'getLigand', 'assembleStructure'];

/** Data loader calls (spec 3 §7): analyzePdbs, getLigand and assembleStructure. */
export function registerLoaderRoutes(routes: PluginRoutes, host: ServerHost): void {
  const settings = host.settings<StructureLoaderSettings>();

  routes.post('/api/sessions/:sid/analyzePdbs', async (request): Promise<AnalyzePdbsReply> => {
    const sid = request.params.sid!;
    await host.ownedSession(request, sid);
    const body = parse(analyzeBody, request.body);
    const { pdbUrl, allowedResidueTypes: allowedTypes } = settings;
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
        const { name, pdb } = await host.poseStructure(request, sid, body.poseId![i]!);
        output[labelText] = analyzeText(pdb, { label: name, name, inputType: 'pose', allowedTypes, echo: true });
      }
    }
    return { output };
  });

  routes.post('/api/sessions/:sid/getLigand', async (request) => {
    await host.ownedSession(request, request.params.sid!);
    const body = parse(ligandBody, request.body);
    return { format: body.output_format, data: await convertLigand(body.pdbstring, body.output_format) };
  });

  routes.post(
    '/api/sessions/:sid/assembleStructure',
    async (request): Promise<AssembleStructureReply> => {
      const sid = request.params.sid!;
      await host.ownedSession(request, sid);
      const body = parse(assembleBody, request.body);
      const name = stripInvalidNameChars(body.name).trim();
      if (name === '') throw validation('name: needs at least one letter or digit');
      const { pdb, report, ...facts } = assembleLoadedPose(
        body.pdbFileData,
        body.selectedResidues,
        settings.allowedResidueTypes,
      );
      const fields = {
        name,
        ...facts,
        ligand_params_url: null,
        report: { chainCount: report.chainCount, ligands: report.ligands },
      };
      const created = await host.createRawPoseCollection(request, sid, name, [{ fields, pdb }]);
      return {
        pose_collection: created.collection as AssembleStructureReply['pose_collection'],
        pose: created.poses[0] as unknown as LoadedPose,
      };
    },
    { status: 201 },
  );
}
