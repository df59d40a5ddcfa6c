import { useState } from 'react';
import { EmptyState, Stores, Workspace, useRegistry, useService, type TabProps } from '@bench/sdk';
import type { AssembleStructureReply } from '@bench/structure';
import { EntryList } from './EntryList.tsx';
import { LoaderInput } from './LoaderInput.tsx';
import { ResidueEditor } from './ResidueEditor.tsx';
import { useLoaderEntries } from './useLoaderEntries.ts';
import type { LoaderEntry } from './entries.ts';
import './loader.css';

/** The structure loader tab (spec 2 §2.1): add structures, edit their residues, submit each as a collection. */
export default function StructureLoader({ tab, sessionId }: TabProps) {
  const workspace = useService(Workspace);
  const collections = useService(Stores).of('pose_collections');
  const registry = useRegistry();
  const { entries, addFiles, addCodes, remove } = useLoaderEntries(sessionId);
  const [activeId, setActiveId] = useState<string | null>(null);
  const ready = entries.filter((e): e is LoaderEntry & { status: 'ready' } => e.status === 'ready');
  const active = ready.find((e) => e.id === activeId) ?? ready[0];

  /** The new collection opens in its tab (when a plugin shows collections), then the loader closes once empty. */
  const submitted = (entry: LoaderEntry, reply: AssembleStructureReply) => {
    const collection = reply.pose_collection;
    collections.touch();
    if (registry.tabKind('collection')) workspace.openTab('collection', { type: 'pose_collections', id: collection._id }, collection.name);
    remove(entry.id);
    if (entries.every((e) => e.id === entry.id || e.status === 'error')) workspace.closeTab(tab.id);
  };

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
          onSubmitted={(reply) => submitted(active, reply)}
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
