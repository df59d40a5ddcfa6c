import { Button, Icon, Workspace, useService } from '@bench/sdk';
import { DDG_MESSAGES } from './model.ts';
import type { DdgCollection } from './useDdgData.ts';

/** Opens the collection the structure came from, or says it is missing (spec 3 §8). */
export function SourceCollectionLink({ collection }: { collection: DdgCollection | null | undefined }) {
  const workspace = useService(Workspace);
  if (collection === undefined) return null;
  if (collection === null)
    return (
      <p className="bn-ddg__missing" role="alert">
        {DDG_MESSAGES.sourceMissing}
      </p>
    );
  return (
    <Button
      small
      variant="ghost"
      onClick={() =>
        workspace.openTab(
          'collection',
          { type: 'pose_collections', id: collection._id, name: collection.name },
          collection.name,
        )
      }
    >
      <Icon name="folder" size={14} /> {collection.name}
      {collection.is_archived ? ' (archived)' : ''}
    </Button>
  );
}
