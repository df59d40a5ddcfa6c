import type { EpitopePredictor } from './predictor.ts';

export interface PeptideQuery {
  allele: string;
  peptide: string;
}

/** A peptides CSV that cannot be read; the message says which line and what is wrong. */
export class PeptideCsvError extends Error {}

const MAX_ERROR_TEXT = 40;

/** A cell without surrounding spaces or one pair of double quotes. */
function cellValue(cell: string): string {
  const trimmed = cell.trim();
  return /^".*"$/.test(trimmed) ? trimmed.slice(1, -1).trim() : trimmed;
}

function shown(text: string): string {
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text;
}

/** Parses `allele,peptide` rows under a header naming both columns (any order, extra columns ignored). */
export function parsePeptideCsv(text: string): PeptideQuery[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.trim().length > 0);
  if (headerIndex < 0) throw new PeptideCsvError('the peptides CSV is empty: expected a header line "allele,peptide"');
  const header = lines[headerIndex].split(',').map((cell) => cellValue(cell).toLowerCase());
  const alleleColumn = header.indexOf('allele');
  const peptideColumn = header.indexOf('peptide');
  if (alleleColumn < 0 || peptideColumn < 0) {
    throw new PeptideCsvError(
      `line ${headerIndex + 1}: the header must name the columns allele and peptide, found "${shown(lines[headerIndex].trim())}"`,
    );
  }
  const queries: PeptideQuery[] = [];
  lines.forEach((line, index) => {
    if (index <= headerIndex || line.trim().length === 0) return;
    const cells = line.split(',').map(cellValue);
    if (cells.length !== header.length) {
      throw new PeptideCsvError(
        `line ${index + 1}: expected ${header.length} comma-separated fields, found ${cells.length} in "${shown(line.trim())}"`,
      );
    }
    queries.push({ allele: cells[alleleColumn], peptide: cells[peptideColumn] });
  });
  return queries;
}

function csvCell(text: string): string {
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `allele,peptide,ic50_nM,rank_percent` lines; a row the predictor cannot score gets empty values. */
export function predictionCsv(predictor: EpitopePredictor, queries: PeptideQuery[]): string {
  const rows = queries.map(({ allele, peptide }) => {
    const prediction = predictor.predict(allele, peptide);
    const values = prediction ? [prediction.ic50_nM.toFixed(2), prediction.rank_percent.toFixed(2)] : ['', ''];
    return [csvCell(allele), csvCell(peptide), ...values].join(',');
  });
  return `${['allele,peptide,ic50_nM,rank_percent', ...rows].join('\n')}\n`;
}
