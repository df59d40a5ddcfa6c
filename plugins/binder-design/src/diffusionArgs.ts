/**
 * Advanced binder mode (spec 1 §4): the diffusion parameters are text lines in RFdiffusion's
 * override syntax — a contig line (target chain range plus binder length range), a
 * number-of-designs line, and any other lines, kept as custom arguments. Pure; round-trips.
 *
 *   contigmap.contigs=[A1-46/0 50-150]
 *   inference.num_designs=10
 *   ppi.hotspot_res=[A30,A33]
 */
export interface Contig {
  /** target chain id and residue numbers (PDB numbering) */
  chain: string;
  start: number;
  end: number;
  minLength: number;
  maxLength: number;
}

export interface DiffusionParameters {
  contig: Contig | null;
  designs: number | null;
  /** every other non-empty line, in order */
  custom: string[];
}

const CONTIG = /^contigmap\.contigs\s*=\s*\[\s*([A-Za-z0-9])(-?\d+)-(-?\d+)\/0\s+(\d+)-(\d+)\s*\]$/;
const DESIGNS = /^inference\.num_designs\s*=\s*(\d+)$/;

/** '[A1-46/0 50-150]' */
export function contigText(c: Contig): string {
  return `[${c.chain}${c.start}-${c.end}/0 ${c.minLength}-${c.maxLength}]`;
}

export function parseDiffusionParameters(text: string): DiffusionParameters {
  const result: DiffusionParameters = { contig: null, designs: null, custom: [] };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const contig = result.contig ? null : CONTIG.exec(line);
    const designs = result.designs !== null ? null : DESIGNS.exec(line);
    if (contig) {
      const [, chain, start, end, min, max] = contig;
      result.contig = {
        chain: chain!,
        start: Number(start),
        end: Number(end),
        minLength: Number(min),
        maxLength: Number(max),
      };
    } else if (designs) result.designs = Number(designs[1]);
    else result.custom.push(line);
  }
  return result;
}

/** Contig line, then designs line, then the custom lines. */
export function writeDiffusionParameters(p: DiffusionParameters): string {
  return [
    ...(p.contig ? [`contigmap.contigs=${contigText(p.contig)}`] : []),
    ...(p.designs !== null ? [`inference.num_designs=${p.designs}`] : []),
    ...p.custom,
  ].join('\n');
}

/**
 * The target range of an interface selection on a pose sequence ('/' between chains): the chain
 * holding the first position, named by its order (A, B, …) and numbered from 1 within the chain.
 * A starting text for advanced mode; the user edits it to the PDB's own ids when they differ.
 */
export function targetRange(
  positions: readonly number[],
  sequence: string,
): Pick<Contig, 'chain' | 'start' | 'end'> | null {
  const chains = sequence.split('/');
  const sorted = [...positions].sort((a, b) => a - b);
  const first = sorted[0] ?? 1;
  let offset = 0;
  for (const [i, chain] of chains.entries()) {
    if (first <= offset + chain.length) {
      const inChain = sorted.filter((p) => p > offset && p <= offset + chain.length);
      const start = positions.length ? inChain[0]! - offset : 1;
      const end = positions.length ? inChain.at(-1)! - offset : chain.length;
      return { chain: String.fromCharCode(65 + i), start, end };
    }
    offset += chain.length;
  }
  return null;
}
