/**
 * The programs behind the AI folding tools (spec 3 §9 prices the tools), and the variable a site
 * sets to install each. Pure: the server's engine picks the program of a prediction's tool, and the
 * browser offers the tools whose program the server reports installed (this plugin's settings).
 */
export interface FoldingProgram {
  /** the id of its setting: `<id>Installed` */
  id: 'colabfold' | 'openfold' | 'esmfold';
  /** the program as a method names it: '<tool> through <program>' */
  program: string;
  /** the command line a site sets, with any site options */
  variable: string;
  tools: readonly string[];
}

export const FOLDING_PROGRAMS: readonly FoldingProgram[] = [
  {
    id: 'colabfold',
    program: 'ColabFold',
    variable: 'BENCH_COLABFOLD_COMMAND',
    tools: ['AlphaFold2 Monomer', 'AlphaFold2 Multimer', 'AlphaFold2 single sequence'],
  },
  {
    id: 'openfold',
    program: "OpenFold's run_pretrained_openfold.py",
    variable: 'BENCH_OPENFOLD_COMMAND',
    tools: ['OpenFold'],
  },
  { id: 'esmfold', program: "ESM's esm-fold", variable: 'BENCH_ESMFOLD_COMMAND', tools: ['ESMFold'] },
];

export const programOf = (tool: string): FoldingProgram | null =>
  FOLDING_PROGRAMS.find((p) => p.tools.includes(tool)) ?? null;

export const installedKey = (program: Pick<FoldingProgram, 'id'>) => `${program.id}Installed`;

/** The tools this server runs, from this plugin's settings as the server serves them. */
export function installedFoldingTools(settings: Readonly<Record<string, unknown>>): string[] {
  return FOLDING_PROGRAMS.filter((p) => settings[installedKey(p)] === true).flatMap((p) => p.tools);
}

/**
 * The tool the AI folding creator shows: the one asked for when the sequences allow it (a tool not
 * installed stays chosen, and the creator says why it cannot run), else the first allowed tool that
 * is installed, else the first allowed.
 */
export function creatorTool(allowed: readonly string[], installed: readonly string[], asked: string | null): string {
  if (asked && allowed.includes(asked)) return asked;
  return allowed.find((tool) => installed.includes(tool)) ?? allowed[0]!;
}

/** Why a tool cannot run here: its program's command is not set. */
export function notInstalledMessage(tool: string): string {
  const program = programOf(tool);
  return program
    ? `${tool} is not installed on this server: an administrator sets ${program.variable} to run it.`
    : `Unknown AI folding tool: ${tool}`;
}
