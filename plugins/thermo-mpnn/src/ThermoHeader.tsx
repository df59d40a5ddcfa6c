import type { ReactNode } from 'react';
import { chargedPrice, creditsLabel } from '@bench/action-kit';
import { Api, ApiError, Button, InlineText, Notify, Settings, Stores, Workspace, useService } from '@bench/sdk';
import { THERMO_MESSAGES, thermoMpnnModel } from './model.ts';
import type { ThermoItem } from './useThermoData.ts';

const ONE_STRUCTURE = { task: thermoMpnnModel.task, pose_ids: ['one'], collection_id: null };
const RUNNABLE = new Set(['INIT', 'FAILED', 'CANCELLED']);

/** Name (editable while INIT), status, Run and Cancel; `children` add to the same bar. */
export function ThermoHeader({ item, children }: { item: ThermoItem; children?: ReactNode }) {
  const api = useService(Api);
  const notify = useService(Notify);
  const store = useService(Stores).of<ThermoItem>('thermo_mpnns');
  const workspace = useService(Workspace);
  const engine = useService(Settings).values.engines[thermoMpnnModel.task] ?? null;
  const price = chargedPrice(thermoMpnnModel.cost, ONE_STRUCTURE, {
    structureCount: 1,
    atomCounts: [],
    selectors: {},
    engine,
  });
  const running = item.status === 'QUEUEING' || item.status === 'RUNNING';

  const rename = (name: string) =>
    store.update(item._id, { name } as Partial<ThermoItem>).then(
      () => workspace.retitleTabsFor('thermo_mpnns', item._id, name),
      (error: unknown) => {
        console.error(THERMO_MESSAGES.rename, error);
        notify.error(THERMO_MESSAGES.rename);
      },
    );
  // the item is read again once the call answered (this window's own live events are dropped)
  const call = (verb: 'run' | 'cancel', shown: number) =>
    api
      .put(`/api/sessions/${item.session_id}/thermo_mpnns/${item._id}/${verb}`)
      .then(() => store.reread([item._id]))
      .catch((error: unknown) => {
        console.error(THERMO_MESSAGES[verb], error);
        notify.error(error instanceof ApiError && error.status === shown ? error.message : THERMO_MESSAGES[verb]);
      });

  return (
    <header className="bn-thermo__header">
      {item.status === 'INIT' ? (
        <InlineText
          className="bn-thermo__name"
          label="ThermoMPNN name"
          value={item.name}
          onCommit={(name) => void rename(name)}
        />
      ) : (
        <h2 className="bn-thermo__name">{item.name}</h2>
      )}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is the status value's handle; screen readers read its text */}
      <span className={`bn-thermo__status bn-thermo__status--${item.status.toLowerCase()}`} aria-label="Status">
        {item.status === 'QUEUEING' ? 'RUNNING' : item.status}
      </span>
      {running && item.progress && (
        <span className="bn-thermo__progress" role="status">
          {item.progress.step} — {Math.round(item.progress.percent)}%
        </span>
      )}
      {RUNNABLE.has(item.status) && (
        <Button small variant="primary" onClick={() => void call('run', 400)}>
          Run ({creditsLabel(price, engine)})
        </Button>
      )}
      {running && (
        <Button small onClick={() => void call('cancel', 409)}>
          Cancel
        </Button>
      )}
      {children}
    </header>
  );
}
