/**
 * Sequence logo maths (spec 2 §9): per position, information content log2(20) minus the Shannon
 * entropy of the letter frequencies; each letter's height is its frequency times that content
 * (bits) or its frequency in percent.
 */
export type LogoUnit = 'bits' | 'percentage';

export interface LogoLetter {
  letter: string;
  /** bits, or percent */
  value: number;
}

export interface LogoColumn {
  /** 1-based position in the sequences */
  position: number;
  /** information content in bits */
  information: number;
  /** letters with a non-zero count, smallest first (drawn bottom to top largest last) */
  letters: LogoLetter[];
}

export const MAX_INFORMATION = Math.log2(20);
const A = 65;

/** Counts of letters A–Z per position: counts[(position − 1) × 26 + letter]. */
export function letterCounts(sequences: readonly string[]): { counts: Int32Array; length: number } {
  let length = 0;
  for (const s of sequences) if (s.length > length) length = s.length;
  const counts = new Int32Array(length * 26);
  for (const s of sequences) {
    for (let i = 0; i < s.length; i++) {
      const code = (s.charCodeAt(i) & ~32) - A; // upper-case
      if (code >= 0 && code < 26) counts[i * 26 + code]++;
    }
  }
  return { counts, length };
}

/**
 * The logo of `sequences`; `positions` (1-based) keeps only those columns. Gaps, chain breaks
 * and other non-letters are not counted.
 */
export function computeLogo(
  sequences: readonly string[],
  unit: LogoUnit = 'bits',
  positions?: readonly number[],
): LogoColumn[] {
  const { counts, length } = letterCounts(sequences);
  const wanted = positions ? positions.filter((p) => p >= 1 && p <= length) : Array.from({ length }, (_, i) => i + 1);
  return wanted.map((position) => column(counts, position, unit));
}

function column(counts: Int32Array, position: number, unit: LogoUnit): LogoColumn {
  const base = (position - 1) * 26;
  let total = 0;
  for (let k = 0; k < 26; k++) total += counts[base + k];
  let entropy = 0;
  for (let k = 0; k < 26; k++) {
    const c = counts[base + k];
    if (c > 0) entropy -= (c / total) * Math.log2(c / total);
  }
  const information = total === 0 ? 0 : Math.max(0, MAX_INFORMATION - entropy);
  const letters: LogoLetter[] = [];
  for (let k = 0; k < 26; k++) {
    const c = counts[base + k];
    if (c === 0) continue;
    const p = c / total;
    letters.push({ letter: String.fromCharCode(A + k), value: unit === 'bits' ? p * information : p * 100 });
  }
  letters.sort((x, y) => x.value - y.value || y.letter.localeCompare(x.letter));
  return { position, information, letters };
}

/** Selected-only falls back to all sequences when nothing is selected (spec 2 §4). */
export function logoSubset<T extends { is_selected?: boolean }>(
  rows: readonly T[],
  selectedOnly: boolean,
): readonly T[] {
  const selected = selectedOnly ? rows.filter((r) => r.is_selected) : [];
  return selected.length > 0 ? selected : rows;
}
