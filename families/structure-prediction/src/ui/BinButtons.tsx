import { Icon, IconButton, Notify, Stores, Workspace, useService, type EntityType } from '@bench/sdk';
import { MESSAGES } from '../model.ts';

/** Archive and Delete for one prediction or group: it leaves the list (and its tabs close) for the Archive or the Trash. */
export function BinButtons({ entity, id, name }: { entity: EntityType; id: string; name: string }) {
  const store = useService(Stores).of(entity);
  const workspace = useService(Workspace);
  const notify = useService(Notify);
  const attempt = (failure: string, run: () => Promise<unknown>) =>
    void run()
      .then(() => workspace.closeTabsFor(entity, id))
      .catch((error: unknown) => {
        console.error(failure, error);
        notify.error(failure);
      });
  return (
    <span className="bn-sp-bin">
      <IconButton
        label={`Archive ${name}`}
        icon={<Icon name="archive" size={14} />}
        onClick={() => attempt(MESSAGES.archive, () => store.archive(id))}
      />
      <IconButton
        label={`Delete ${name}`}
        icon={<Icon name="trash" size={14} />}
        onClick={() => attempt(MESSAGES.delete, () => store.softDelete([id]))}
      />
    </span>
  );
}
