/** Splits SDF text into records (CTAB plus data items); chemistry is RDKit's job (rdkit.ts). */

export interface SdfRecord {
  /** 0-based position in its file */
  index: number;
  /** the molfile part, up to and including 'M  END' */
  molblock: string;
  /** first line of the molfile header */
  title: string;
  /** data items '> <name>' → value, in file order */
  fields: Record<string, string>;
  /** the whole record with LF line ends and a closing '$$$$', as stored */
  text: string;
}

export class SdfFormatError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

const TERMINATOR = /^\$\$\$\$\s*$/;
const FIELD_HEADER = /^>.*<([^>]+)>/;

/**
 * Records of an SDF file. CRLF and LF line ends are both read. A last record without its closing
 * '$$$$' is accepted when its molfile is complete ('M  END' present): nothing of it is missing, so
 * it is imported like the others. A record cut off before 'M  END' is an error.
 */
export function splitSdf(text: string): SdfRecord[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const records: SdfRecord[] = [];
  let chunk: string[] = [];
  const close = () => {
    if (chunk.some((line) => line.trim() !== '')) records.push(readRecord(chunk, records.length));
    chunk = [];
  };
  for (const line of lines) {
    if (TERMINATOR.test(line)) close();
    else chunk.push(line);
  }
  close();
  return records;
}

function readRecord(lines: string[], index: number): SdfRecord {
  const end = lines.findIndex((line) => line.startsWith('M  END'));
  if (end < 0) throw new SdfFormatError(index, "the molfile ends before 'M  END'");
  const molLines = lines.slice(0, end + 1);
  const fields: Record<string, string> = {};
  for (let i = end + 1; i < lines.length; i++) {
    const header = FIELD_HEADER.exec(lines[i]);
    if (!header) continue;
    const value: string[] = [];
    while (i + 1 < lines.length && lines[i + 1].trim() !== '') value.push(lines[++i]);
    fields[header[1]] = value.join('\n');
  }
  const body = lines.slice(0, lastNonBlank(lines) + 1);
  return {
    index,
    molblock: `${molLines.join('\n')}\n`,
    title: molLines[0].trim(),
    fields,
    text: `${body.join('\n')}\n$$$$\n`,
  };
}

function lastNonBlank(lines: string[]): number {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i].trim() !== '') return i;
  return -1;
}
