/** Site settings of single-chain homology modelling, read from the environment. */
type Env = Record<string, string | undefined>;

export interface HmSettings {
  python: string;
  /** cache of the BLAST databases (template library, site library) */
  dataDir: string;
  /** optional directory of the site's own template structures (PDB / mmCIF) */
  siteLibraryDir: string | null;
  /** search the ProMod3 template library of promod3-data */
  useLibrary: boolean;
  /** largest BLAST E-value of a usable template */
  maxEvalue: number;
  timeoutMs: number;
}

const DEFAULT_MAX_EVALUE = 1e-3;
const DEFAULT_TIMEOUT_S = 1800;

export function hmSettings(env: Env = process.env): HmSettings {
  return {
    python: env.BENCH_PYTHON || '/usr/bin/python3',
    dataDir: env.BENCH_HM_DATA_DIR || `${env.BENCH_DATA_DIR || './data'}/homology-modelling`,
    siteLibraryDir: env.BENCH_HM_SITE_LIBRARY || null,
    useLibrary: env.BENCH_HM_LIBRARY !== '0',
    maxEvalue: positive(env.BENCH_HM_MAX_EVALUE, DEFAULT_MAX_EVALUE),
    timeoutMs: positive(env.BENCH_HM_TIMEOUT_S, DEFAULT_TIMEOUT_S) * 1000,
  };
}

function positive(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : fallback;
}
