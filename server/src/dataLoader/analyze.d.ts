import { type AnalyzedStructure, type StructureInputType, type ResidueType, type Structure } from '@bench/structure';
/** Parses a structure file; an empty or unreadable one is a 400 listing its first problems and their count. */
export declare function parseOrThrow(text: string, label: string): Structure;
export declare function analyzeText(text: string, options: {
    label: string;
    name: string;
    inputType: StructureInputType;
    allowedTypes: readonly ResidueType[];
    echo: boolean;
}): AnalyzedStructure;
