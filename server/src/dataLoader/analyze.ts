import {
  analyzeStructure,
  parseStructure,
  type AnalyzedStructure,
  type StructureInputType,
  type ResidueType,
  type Structure,
} from '@bench/structure';
import { HttpError, firstProblems } from '../errors.ts';

/** Parses a structure file; an empty or unreadable one is a 400 listing its first problems and their count. */
export function parseOrThrow(text: string, label: string): Structure {
  if (text.trim() === '') throw new HttpError(400, 'PARSE_ERROR', `${label} is empty.`);
  const structure = parseStructure(text);
  if (structure.errors.length > 0) {
    const lines = structure.errors.map((e) =>
      e.line > 0 && !e.message.startsWith('line ') ? `line ${e.line}: ${e.message}` : e.message,
    );
    throw new HttpError(400, 'PARSE_ERROR', firstProblems(lines));
  }
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
