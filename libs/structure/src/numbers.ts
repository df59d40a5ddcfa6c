/** Strict number of a trimmed field: NaN for blank or partly numeric text ("12abc"). */
export function toNumber(field: string): number {
  const text = field.trim();
  return text === '' ? NaN : Number(text);
}

/** Strict integer, also accepting hybrid-36 ("A000" = 10000) used when serials or residue numbers overflow. */
export function toInteger(field: string, width: number): number {
  const text = field.trim();
  if (text === '') return NaN;
  const value = Number(text);
  if (Number.isInteger(value)) return value;
  return decodeHybrid36(text, width);
}

function decodeHybrid36(text: string, width: number): number {
  if (text.length !== width || !/^[A-Za-z][0-9A-Za-z]*$/.test(text)) return NaN;
  const upper = text === text.toUpperCase();
  const lower = text === text.toLowerCase();
  if (!upper && !lower) return NaN;
  const value = parseInt(text, 36);
  const block = 36 ** (width - 1);
  return upper ? value - 10 * block + 10 ** width : value + 16 * block + 10 ** width;
}
