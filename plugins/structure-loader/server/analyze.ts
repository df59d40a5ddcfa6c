import { analyzeStructure, readStructureFile, type ResidueType, type Structure } from '@bench/structure';
import { firstProblems, HttpError } from '@bench/sdk/backend';
import type { AnalyzedStructure, StructureInputType } from '../src/wire.ts';

/** Parses a structure file; an empty or unreadable one is a 400 listing its first problems and their count. */
export function parseOrThrow(text: string, label: string): Structure {
  const { structure, problems } = readStructureFile(text, label);
  if (!structure) throw new HttpError(400, 'PARSE_ERROR', firstProblems(problems));
  return structure;
}

export function analyzeText(
  text: string,
  options: {
    label: string;
    name: string;
    inputType: StructureInputType;
    allowedTypes: readonly ResidueType[];
    echo: boolean;
  },
): AnalyzedStructure {
  const structure = parseOrThrow(text, options.label);
  const analysis = analyzeStructure(structure, { allowedTypes: options.allowedTypes, name: options.name });
  return {
    analysis,
    errors: analysis.errors,
    warnings: analysis.warnings,
    inputType: options.inputType,
    ...(options.echo ? { pdbFileData: text } : {}),
  };
}
