import type { LedgerRow } from './accountsRepo.ts';

const COLUMNS = ['timestamp', 'type', 'amount', 'balance', 'description', 'reference'] as const;

function cell(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value);
  // quote when needed; a leading = + - @ would be read as a formula by spreadsheets
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function ledgerCsv(rows: LedgerRow[]): string {
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => cell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
