/**
 * Recognises what kind of file a text is, so that a file given to the wrong importer gets one
 * sentence naming the file and what was expected instead of a list of parse errors.
 */
export type FileKind = 'pdb' | 'mmcif' | 'fasta' | 'sdf' | 'pssm';

const NOUNS: Record<FileKind, [article: string, noun: string]> = {
  pdb: ['a', 'PDB structure file'],
  mmcif: ['an', 'mmCIF structure file'],
  fasta: ['a', 'FASTA sequence file'],
  sdf: ['an', 'SDF or MOL small-molecule file'],
  pssm: ['a', 'PSSM file'],
};

const SAMPLE_LINES = 400;

/** The kind the text looks like, from its first lines; null when none is recognised. */
export function fileKindOf(text: string): FileKind | null {
  const lines = text.split(/\r?\n/, SAMPLE_LINES);
  const first = lines.find((line) => line.trim() !== '') ?? '';
  if (first.startsWith('>')) return 'fasta';
  if (lines.some((line) => /^data_/.test(line)) && lines.some((line) => /^(_atom_site\.|loop_|_entry\.id)/.test(line)))
    return 'mmcif';
  if (lines.some((line) => /^M {2}END/.test(line) || line.startsWith('$$$$')) || / V[23]000\s*$/.test(lines[3] ?? ''))
    return 'sdf';
  if (lines.some((line) => /position-specific scoring matrix/i.test(line))) return 'pssm';
  if (lines.some((line) => /^(ATOM {2}|HETATM)/.test(line) && line.length >= 54)) return 'pdb';
  return null;
}

/**
 * One sentence when `text` is recognisably another kind than any of `expected`, else null (an
 * unrecognised text goes on to the importer, whose own messages are more precise).
 */
export function wrongFileKindMessage(fileName: string, text: string, expected: readonly FileKind[]): string | null {
  const kind = fileKindOf(text);
  if (kind === null || expected.includes(kind)) return null;
  const [article, noun] = NOUNS[kind];
  return `${fileName} is ${article} ${noun}, not the ${expected.map((k) => NOUNS[k][1]).join(' or ')} expected here.`;
}
