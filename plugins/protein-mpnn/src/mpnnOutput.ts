/**
 * ProteinMPNN's output file `seqs/<name>.fa` (protein_mpnn_run.py): the first record is the native
 * sequence (`>name, score=…, global_score=…, fixed_chains=[…], designed_chains=[…], model_name=…,
 * seed=…`), then one record per sample (`>T=0.1, sample=1, score=…, global_score=…,
 * seq_recovery=…`) whose sequence holds the designed chains joined by '/'. `score` is the mean
 * negative log-probability over the designed positions (lower is better).
 */
export interface MpnnSample {
  sample: number;
  temperature: number;
  score: number;
  globalScore: number | null;
  recovery: number | null;
  /** the designed chains' sequences, in the order written */
  chains: string[];
}

export interface MpnnOutput {
  native: { chains: string[]; fields: Record<string, string> };
  samples: MpnnSample[];
}

/** `key=value` fields of a header (values may hold brackets with commas). */
function headerFields(header: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of header.matchAll(/(\w+)=(\[[^\]]*\]|[^,]*)/g)) fields[match[1]!] = match[2]!.trim();
  return fields;
}

const numberOr = (value: string | undefined, fallback: number | null) =>
  value !== undefined && Number.isFinite(Number(value)) ? Number(value) : fallback;

export function parseMpnnOutput(text: string): MpnnOutput {
  const records: { header: string; sequence: string }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('>')) records.push({ header: line.slice(1), sequence: '' });
    else if (records.length && line.trim()) records.at(-1)!.sequence += line.trim();
  }
  const [native, ...samples] = records;
  if (!native) throw new Error('ProteinMPNN wrote no sequences.');
  return {
    native: { chains: native.sequence.split('/'), fields: headerFields(native.header) },
    samples: samples.map((record, i) => {
      const fields = headerFields(record.header);
      const score = numberOr(fields.score, null);
      if (score === null) throw new Error(`ProteinMPNN sample ${i + 1} has no score.`);
      return {
        sample: numberOr(fields.sample, i + 1)!,
        temperature: numberOr(fields.T, NaN)!,
        score,
        globalScore: numberOr(fields.global_score, null),
        recovery: numberOr(fields.seq_recovery, null),
        chains: record.sequence.split('/'),
      };
    }),
  };
}
