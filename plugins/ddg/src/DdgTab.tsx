import { EmptyState, Spinner, type TabProps } from '@bench/sdk';
import { DdgWorkspace } from './DdgWorkspace.tsx';
import { useDdgData } from './useDdgData.ts';
import './ddg.css';

/** The DDG tab (spec 2 §2.5): one DDG result's mutation grid, run and heat map. */
export default function DdgTab({ tab }: TabProps) {
  const id = String(tab.data.id ?? '');
  const { result, pose, collection, selectors } = useDdgData(id);
  if (result === undefined) return <Spinner label="Loading the DDG result" />;
  if (result === null) return <EmptyState title="This DDG result no longer exists." />;
  return <DdgWorkspace key={result._id} result={result} pose={pose} collection={collection} selectors={selectors} />;
}
