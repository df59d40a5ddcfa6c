/** FASTA in and out; a '/' inside a sequence separates chains of one multi-chain entry. */
export interface FastaRecord {
  name: string;
  sequence: string;
}

export interface FastaParse {
  records: FastaRecord[];
  /** 1-based line numbers and what is wrong there */
  errors: { line: number; message: string }[];
}

const SEQUENCE_LINE = /^[A-Za-z*\-/ ]+$/;

export function parseFasta(text: string): FastaParse {
  const records: FastaRecord[] = [];
  const errors: FastaParse['errors'] = [];
  let current: { name: string; parts: string[]; line: number } | null = null;
  const close = () => {
    if (!current) return;
    const sequence = current.parts.join('').replace(/\s+/g, '').replace(/\*$/, '');
    if (sequence) records.push({ name: current.name, sequence });
    else errors.push({ line: current.line, message: `Record '${current.name}' has no sequence.` });
  };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith(';')) return;
    if (line.startsWith('>')) {
      close();
      current = { name: line.slice(1).trim() || `sequence ${records.length + 1}`, parts: [], line: i + 1 };
    } else if (!current) {
      errors.push({ line: i + 1, message: 'Sequence data before the first > header line.' });
    } else if (!SEQUENCE_LINE.test(line)) {
      errors.push({ line: i + 1, message: `Invalid characters in the sequence of '${current.name}'.` });
    } else {
      current.parts.push(line);
    }
  });
  close();
  if (records.length === 0 && errors.length === 0) errors.push({ line: 0, message: 'No FASTA records found.' });
  return { records, errors };
}

/** Records as FASTA text, sequences wrapped at 60 columns. */
export function formatFasta(records: readonly FastaRecord[]): string {
  return records.map((r) => `>${r.name}\n${r.sequence.match(/.{1,60}/g)?.join('\n') ?? ''}\n`).join('');
}
