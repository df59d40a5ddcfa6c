import { useState } from 'react';
import { EmptyState, Stores, Workspace, useRegistry, useService, type TabProps } from '@bench/sdk';
import { EntryList } from './EntryList.tsx';
import { LoaderInput } from './LoaderInput.tsx';
import { ResidueEditor } from './ResidueEditor.tsx';
import { useLoaderEntries } from './useLoaderEntries.ts';
import { blockerOf, stillLoading, submitLabel, useSubmitAll } from './useSubmitAll.ts';
import { isReady } from './entries.ts';
import './loader.css';

/** The structure loader tab (spec 2 §2.1): add structures, edit their residues, submit each as a collection. */
export default function StructureLoader({ tab, sessionId }: TabProps) {
  const workspace = useService(Workspace);
  const collections = useService(Stores).of('pose_collections');
  const registry = useRegistry();
  const { entries, addFiles, addCodes, remove, edit, patch } = useLoaderEntries(sessionId);
  const [activeId, setActiveId] = useState<string | null>(null);
  const ready = entries.filter(isReady);
  const active = ready.find((e) => e.id === activeId) ?? ready[0];
  const { busy, submit } = useSubmitAll({
    sessionId,
    // the new collection opens in its tab (when a plugin shows collections)
    onStored: (entry, reply) => {
      const collection = reply.pose_collection;
      collections.touch();
      if (registry.tabKind('collection'))
        workspace.openTab('collection', { type: 'pose_collections', id: collection._id }, collection.name);
      remove(entry.id);
    },
    onFailed: (entry, errors) => patch(entry.id, { errors }),
    // the loader closes once everything it held is stored (failed loads alone do not keep it open)
    onDone: (failed) => {
      if (failed === 0 && !stillLoading(entries)) workspace.closeTab(tab.id);
    },
  });
  const blockers = ready.filter((e) => e !== active).flatMap((e) => blockerOf(e) ?? []);

  return (
    <div className="bn-loader">
      <div className="bn-loader__top">
        <LoaderInput onFiles={addFiles} onCodes={addCodes} />
        <EntryList entries={entries} activeId={active?.id ?? null} onSelect={setActiveId} onRemove={remove} />
      </div>
      {active ? (
        <ResidueEditor
          key={active.id}
          sessionId={sessionId}
          entry={active}
          dispatch={(action) => edit(active.id, action)}
          submit={{ label: submitLabel(ready.length), busy, blockers, onSubmit: () => void submit(ready) }}
          onClose={() => workspace.closeTab(tab.id)}
        />
      ) : (
        <EmptyState title="Load structures to create new collections.">
          Upload PDB or mmCIF files, or enter 4-character structure codes; then choose which residues to keep.
        </EmptyState>
      )}
    </div>
  );
}
