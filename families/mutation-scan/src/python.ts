/** The family's Python modules (the ThermoMPNN-class head and its site scores), which its plugins' steps import. */
export const MUTATION_SCAN_PYTHON = new URL('../python/', import.meta.url);
