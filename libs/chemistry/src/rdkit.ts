import initRDKitModule, { type MainModule } from '@rdkit/rdkit';

let loading: Promise<MainModule> | null = null;

/** RDKit's WASM module, initialised once on first use (it takes about a second). */
export function rdkit(): Promise<MainModule> {
  loading ??= initRDKitModule().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
