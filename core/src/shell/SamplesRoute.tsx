import { Link } from 'wouter';
import { EmptyState, LazyView, useRegistry } from '@bench/sdk';

/** The developer sample pages named by spec 1 §2; plugins contribute their components. */
export const SAMPLE_PAGES = [
  'cad-structure-viewer',
  'pv-structure-viewer',
  'sequence-viewer',
  'single-sequence-viewer',
  'smiles-viewer',
  'single-chain-hm-group',
  'ppd-tab',
  'cy-sequence-collection-view-sample',
] as const;

/** '/__samples/:name' shows one contributed sample; '/__samples' lists them all. */
export function SamplesRoute({ name }: { name?: string }) {
  const registry = useRegistry();
  const names = [...new Set([...SAMPLE_PAGES, ...registry.samples.map((s) => s.id)])];
  if (!name) {
    return (
      <main className="bn-samples">
        <h1>Samples</h1>
        <ul>
          {names.map((n) => (
            <li key={n}>
              <Link href={`/__samples/${n}`}>{n}</Link>
            </li>
          ))}
        </ul>
      </main>
    );
  }
  const sample = registry.samples.find((s) => s.id === name);
  return (
    <main className="bn-samples">
      <h1>{sample?.title ?? name}</h1>
      {sample ? (
        <LazyView loader={sample.component} props={{}} what={`the '${name}' sample`} />
      ) : (SAMPLE_PAGES as readonly string[]).includes(name) ? (
        <EmptyState title="Not loaded">No loaded plugin provides this sample.</EmptyState>
      ) : (
        <EmptyState title="No such sample">There is no sample page named “{name}”.</EmptyState>
      )}
    </main>
  );
}
