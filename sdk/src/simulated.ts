/**
 * The mark of the simulated engine's output (DESIGN §6): results carry `engine: 'simulated'`, and
 * every place a scientist reads them says so — badges, score column names, download headers and a
 * REMARK in PDB files.
 */
export const SIMULATED_ENGINE = 'simulated';

/** The title of every 'Simulated' badge on results. */
export const SIMULATED_NOTE =
  'Simulated results: structures are derived from the source and scores are synthetic; they are not science.';

/** One PDB REMARK record (80 columns) put at the top of every structure the simulated engine makes. */
export const SIMULATED_PDB_REMARK = 'REMARK 999 SIMULATED ENGINE OUTPUT: SYNTHETIC, FOR DEMOS AND TESTS, NOT SCIENCE.';

/** What every price says of a job the simulated engine answers: it charges nothing. */
export const SIMULATED_NO_CHARGE = 'Simulated engine: no charge';

export function isSimulated(item: { engine?: unknown } | null | undefined): boolean {
  return item?.engine === SIMULATED_ENGINE;
}

/** A score column's name on simulated results. */
export function simulatedLabel(label: string): string {
  return `${label} (simulated)`;
}

/** A FASTA record's header line text: the name, then the engine when it is the simulated one. */
export function fastaTitle(name: string, engine: unknown): string {
  return engine === SIMULATED_ENGINE ? `${name} engine=simulated` : name;
}

/** The PDB text as stored for a result: the REMARK first when the simulated engine made it. */
export function markedPdb(pdb: string, engine: unknown): string {
  return engine === SIMULATED_ENGINE && !pdb.startsWith(SIMULATED_PDB_REMARK) ? `${SIMULATED_PDB_REMARK}\n${pdb}` : pdb;
}
