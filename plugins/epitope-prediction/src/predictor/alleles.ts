/**
 * Canonical MHC class I allele names: `HLA-A*02:01` for human, `H-2-Kb` for mouse.
 * Accepts the spellings other tools use (HLA-A02:01, HLA-A0201, A*02:01, HLA-A-02:01 as in IEDB
 * matrix file names, H2-Kb); returns null for anything else.
 */
export function canonicalAllele(name: string): string | null {
  const text = name.trim();
  const human = /^(?:HLA-?)?([ABC])[-*]?(\d{2}):?(\d{2,3})$/i.exec(text);
  if (human) return `HLA-${human[1].toUpperCase()}*${human[2]}:${human[3]}`;
  const mouse = /^H-?2-?([KDLQ])([a-z])$/i.exec(text);
  if (mouse) return `H-2-${mouse[1].toUpperCase()}${mouse[2].toLowerCase()}`;
  return null;
}

/** canonicalAllele, remembered: a protein scan asks for the same few spellings thousands of times. */
export function memoisedCanonicalAllele(): (name: string) => string | null {
  const names = new Map<string, string | null>();
  return (name) => {
    if (!names.has(name)) names.set(name, canonicalAllele(name));
    return names.get(name)!;
  };
}
