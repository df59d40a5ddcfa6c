import { memoisedCanonicalAllele } from './alleles.ts';
import { ALPHABET } from './matrix.ts';
import { SCALE_MAX_LOG10, type BindingPrediction, type EpitopePredictor } from './predictor.ts';
import { rankPercent, type RankTable } from './rank.ts';

/** Residue code of the padding 'X' that fills the slots a short peptide leaves empty. */
const X = 20;
const RESIDUE_CODE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) RESIDUE_CODE[ALPHABET.charCodeAt(i)] = i;

/** One dense layer as exported by training/train_nn.py (float32, little-endian, base64). */
export interface NetworkLayerParams {
  /** first layer: slot x 21 residues x size lookup table of the peptide; later layers: size x previous size */
  weights: string;
  /** first layer only: variable pseudo-sequence position x 21 residues x size */
  alleleWeights?: string;
  bias: string;
  size: number;
}

/** params/epitope-network.json: the pan-allele ensemble, its pseudo-sequences and background ranks. */
export interface NetworkParams {
  format: string;
  alphabet: string;
  lengths: number[];
  slots: number;
  activation: 'relu' | 'tanh';
  pseudoPositions: number[];
  pseudosequences: Record<string, string>;
  trainedAlleles: string[];
  networks: NetworkLayerParams[][];
  rankGrid: number[];
  rankValues: Record<string, Record<string, number[]>>;
}

/**
 * The peptide as the network reads it: three blocks of `slots` residue codes (0-19 in ALPHABET
 * order, 20 = X) holding it left-aligned, centred ((slots - length) / 2 X's first, rounded down) and
 * right-aligned. Null for a residue outside the 20 standard ones or a peptide longer than `slots`.
 */
export function peptideSlots(peptide: string, slots = 11): Int8Array | null {
  const n = peptide.length;
  if (n === 0 || n > slots) return null;
  const codes = new Int8Array(3 * slots).fill(X);
  const centre = slots + ((slots - n) >> 1);
  const right = 3 * slots - n;
  for (let i = 0; i < n; i++) {
    const char = peptide.charCodeAt(i);
    const code = char < 128 ? RESIDUE_CODE[char] : -1;
    if (code < 0) return null;
    codes[i] = code;
    codes[centre + i] = code;
    codes[right + i] = code;
  }
  return codes;
}

function base64Floats(text: string): Float64Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const value = new Uint8Array(128);
  for (let i = 0; i < alphabet.length; i++) value[alphabet.charCodeAt(i)] = i;
  const clean = text.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let out = 0;
  for (let i = 0; i < clean.length; i++) {
    buffer = (buffer << 6) | value[clean.charCodeAt(i)];
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  const view = new DataView(bytes.buffer);
  return Float64Array.from({ length: bytes.length / 4 }, (_, i) => view.getFloat32(4 * i, true));
}

interface Network {
  /** slot x 21 x hidden */
  peptide: Float64Array;
  /** variable pseudo-sequence position x 21 x hidden */
  allele: Float64Array;
  bias: Float64Array;
  hidden: number;
  dense: { weights: Float64Array; bias: Float64Array; size: number; inputs: number }[];
}

/**
 * Scores peptides with the ensemble: mean over the networks of y = sigmoid(MLP(peptide, allele)),
 * log10 IC50 = log10(50000) (1 - y). The allele's share of the first layer is summed once per allele.
 */
export class NetworkScorer {
  readonly lengths: readonly number[];
  private readonly networks: Network[];
  private readonly alleleBias = new Map<string, Float64Array[]>();
  private readonly relu: boolean;
  private readonly scratch: Float64Array[];
  private readonly lengthTables = new Map<number, { tables: Float64Array[]; padding: Float64Array[] }>();
  private readonly codes = new Int8Array(64);

  constructor(private readonly params: NetworkParams) {
    if (params.alphabet !== ALPHABET)
      throw new Error(`epitope network uses residue order ${params.alphabet}, expected ${ALPHABET}`);
    this.lengths = params.lengths;
    this.relu = params.activation === 'relu';
    this.networks = params.networks.map((layers) => {
      const [first, ...rest] = layers;
      let inputs = first.size;
      return {
        peptide: base64Floats(first.weights),
        allele: base64Floats(first.alleleWeights ?? ''),
        bias: base64Floats(first.bias),
        hidden: first.size,
        dense: rest.map((layer) => {
          const dense = {
            weights: base64Floats(layer.weights),
            bias: base64Floats(layer.bias),
            size: layer.size,
            inputs,
          };
          inputs = layer.size;
          return dense;
        }),
      };
    });
    const widest = Math.max(...params.networks.flat().map((layer) => layer.size));
    this.scratch = [new Float64Array(widest), new Float64Array(widest)];
  }

  /** Canonical names of the alleles with a pseudo-sequence. */
  alleles(): string[] {
    return Object.keys(this.params.pseudosequences).sort();
  }

  hasAllele(allele: string): boolean {
    return Object.hasOwn(this.params.pseudosequences, allele);
  }

  /** Per network, the first layer's bias plus the allele's pseudo-sequence rows. */
  private biasOf(allele: string): Float64Array[] | null {
    const cached = this.alleleBias.get(allele);
    if (cached) return cached;
    const sequence = this.params.pseudosequences[allele];
    if (!this.hasAllele(allele) || !sequence) return null;
    const codes = this.params.pseudoPositions.map((p) => RESIDUE_CODE[sequence.charCodeAt(p)]);
    if (codes.some((c) => c < 0)) return null;
    const biases = this.networks.map((net) => {
      const h = Float64Array.from(net.bias);
      codes.forEach((code, position) => {
        const offset = (position * 21 + code) * net.hidden;
        for (let j = 0; j < net.hidden; j++) h[j] += net.allele[offset + j];
      });
      return h;
    });
    this.alleleBias.set(allele, biases);
    return biases;
  }

  /**
   * Per network, for peptides of one length: the three slots each residue position fills merged into
   * one table (position x 21 x hidden), and the X slots' constant share of the first layer. Scoring
   * then adds `length` rows instead of 3 x `slots`.
   */
  private byLength(length: number): { tables: Float64Array[]; padding: Float64Array[] } {
    let entry = this.lengthTables.get(length);
    if (entry) return entry;
    const slots = this.params.slots;
    const where = peptideSlots('A'.repeat(length), slots)!;
    const positions = Array.from({ length }, (_, i) => [
      i,
      slots + ((slots - length) >> 1) + i,
      3 * slots - length + i,
    ]);
    const tables = this.networks.map((net) => {
      const table = new Float64Array(length * 21 * net.hidden);
      positions.forEach((slotsOfPosition, i) => {
        for (let code = 0; code < 21; code++) {
          for (const slot of slotsOfPosition) {
            const from = (slot * 21 + code) * net.hidden;
            const to = (i * 21 + code) * net.hidden;
            for (let j = 0; j < net.hidden; j++) table[to + j] += net.peptide[from + j];
          }
        }
      });
      return table;
    });
    const padding = this.networks.map((net) => {
      const h = new Float64Array(net.hidden);
      where.forEach((code, slot) => {
        if (code !== X) return;
        const from = (slot * 21 + X) * net.hidden;
        for (let j = 0; j < net.hidden; j++) h[j] += net.peptide[from + j];
      });
      return h;
    });
    entry = { tables, padding };
    this.lengthTables.set(length, entry);
    return entry;
  }

  /** Predicted log10(IC50 nM) in [0, log10 50000], or null for an allele without pseudo-sequence, a length or residue it cannot read. */
  log10Ic50(allele: string, peptide: string): number | null {
    const length = peptide.length;
    if (!this.lengths.includes(length)) return null;
    const codes = this.codes;
    for (let i = 0; i < length; i++) {
      const char = peptide.charCodeAt(i);
      const code = char < 128 ? RESIDUE_CODE[char] : -1;
      if (code < 0) return null;
      codes[i] = code;
    }
    const biases = this.biasOf(allele);
    if (!biases) return null;
    const { tables, padding } = this.byLength(length);
    let total = 0;
    for (let n = 0; n < this.networks.length; n++)
      total += this.runNetwork(this.networks[n], biases[n], padding[n], tables[n], length);
    return SCALE_MAX_LOG10 * (1 - total / this.networks.length);
  }

  private runNetwork(
    net: Network,
    bias: Float64Array,
    padding: Float64Array,
    table: Float64Array,
    length: number,
  ): number {
    let input = this.scratch[0];
    let output = this.scratch[1];
    const hidden = net.hidden;
    for (let j = 0; j < hidden; j++) input[j] = bias[j] + padding[j];
    for (let i = 0; i < length; i++) {
      const offset = (i * 21 + this.codes[i]) * hidden;
      for (let j = 0; j < hidden; j++) input[j] += table[offset + j];
    }
    this.activate(input, hidden);
    for (let l = 0; l < net.dense.length; l++) {
      const { weights, bias: b, size, inputs } = net.dense[l];
      for (let i = 0; i < size; i++) {
        let sum = b[i];
        const row = i * inputs;
        for (let j = 0; j < inputs; j++) sum += weights[row + j] * input[j];
        output[i] = sum;
      }
      if (l < net.dense.length - 1) this.activate(output, size);
      [input, output] = [output, input];
    }
    return 1 / (1 + Math.exp(-input[0]));
  }

  private activate(values: Float64Array, size: number): void {
    if (this.relu) for (let j = 0; j < size; j++) values[j] = Math.max(values[j], 0);
    else for (let j = 0; j < size; j++) values[j] = Math.tanh(values[j]);
  }

  /** The stored background distribution of this allele and length, if any. */
  rankTable(allele: string, length: number): RankTable | null {
    const values = this.params.rankValues[allele]?.[String(length)];
    return values ? { grid: this.params.rankGrid, values } : null;
  }
}

/** An EpitopePredictor over the network: every allele with a pseudo-sequence, at the network's lengths. */
export function networkPredictor(
  params: NetworkParams,
  source = 'Bench pan-allele neural network ensemble trained on IEDB BD2009',
): EpitopePredictor {
  const scorer = new NetworkScorer(params);
  const canonical = memoisedCanonicalAllele();
  return {
    source,
    alleles: () => scorer.alleles().filter((a) => params.lengths.some((n) => scorer.rankTable(a, n))),
    lengths: (allele) => {
      const name = canonical(allele);
      return name && scorer.hasAllele(name) ? params.lengths.filter((n) => scorer.rankTable(name, n)) : [];
    },
    predict(allele, peptide): BindingPrediction | null {
      const name = canonical(allele);
      if (!name) return null;
      const upper = peptide.toUpperCase();
      const ranks = scorer.rankTable(name, upper.length);
      const log10Ic50 = ranks ? scorer.log10Ic50(name, upper) : null;
      if (!ranks || log10Ic50 === null) return null;
      return {
        ic50_nM: 10 ** log10Ic50,
        rank_percent: rankPercent(ranks, log10Ic50),
        score: 1 - log10Ic50 / SCALE_MAX_LOG10,
      };
    },
  };
}
