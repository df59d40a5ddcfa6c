import { useState } from 'react';
import type { Selection } from '@bench/action-kit/ui';
import {
  Button,
  FeatureBadge,
  Icon,
  IconButton,
  InlineText,
  LazyView,
  Notify,
  Stores,
  Workspace,
  useActiveItems,
  useService,
  type BaseItem,
  type MetricContribution,
  type Registered,
  type SelectionSummary,
} from '@bench/sdk';

const FAILED = {
  fetch: 'Something went wrong while fetching metrics.',
  rename: 'Something went wrong while renaming an item.',
  archive: 'Something went wrong while archiving an item.',
  delete: 'Something went wrong while deleting an item.',
};

type Named = BaseItem & { name?: string };

export interface MetricSectionProps {
  metric: Registered<MetricContribution>;
  selection: Selection;
  summary: SelectionSummary;
}

/** One kind of metric: its create button with the disabled hint, then its items (open, rename, archive, delete). */
export function MetricSection({ metric, selection, summary }: MetricSectionProps) {
  const store = useService(Stores).of<Named>(metric.entity);
  const workspace = useService(Workspace);
  const notify = useService(Notify);
  const items = useActiveItems<Named>(metric.entity, metric.errors.fetch ?? FAILED.fetch);
  const [creating, setCreating] = useState(false);
  /** the structures selected when the form opened: it prices and creates for those */
  const [formFor, setFormFor] = useState<{ poseIds: string[]; collectionId: string | null } | null>(null);
  const availability = metric.availability(summary);
  const hint = availability.enabled ? undefined : availability.hint;
  const sorted = [...items].sort((a, b) =>
    String(b.updated_timestamp ?? '').localeCompare(String(a.updated_timestamp ?? '')),
  );

  const attempt = (failure: string, run: () => Promise<unknown>) =>
    run().catch((error: unknown) => {
      console.error(failure, error);
      notify.error(failure);
    });
  const open = (item: Named) =>
    workspace.openTab(metric.tabKind, { type: metric.entity, id: item._id, name: item.name ?? '' });

  const chosen = { poseIds: selection.poses.map((p) => p._id), collectionId: selection.collectionId };
  const create = () => {
    if (metric.createForm) return setFormFor(chosen);
    setCreating(true);
    void attempt(metric.errors.create, async () =>
      open(await store.create(metric.createBody(chosen) as Partial<Named>)),
    ).finally(() => setCreating(false));
  };
  const submit = async (body: Record<string, unknown>) => {
    open(await store.create(body as Partial<Named>));
    setFormFor(null);
  };

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is the section's handle; its <h3> heads it for screen readers
    <div className="bn-metrics__section" aria-label={metric.label}>
      <h3 className="bn-metrics__heading">
        <Icon name={metric.icon} size={14} /> {metric.label}
        {metric.feature && <FeatureBadge feature={metric.feature} />}
      </h3>
      <Button small disabled={!availability.enabled || creating} title={hint} onClick={create}>
        <Icon name="plus" size={14} /> New {metric.label}
      </Button>
      {hint && <p className="bn-hint">{hint}</p>}
      {formFor && metric.createForm && (
        <LazyView
          loader={metric.createForm}
          what={`the ${metric.label} form`}
          props={{
            selection: formFor,
            body: metric.createBody(formFor),
            onSubmit: submit,
            onCancel: () => setFormFor(null),
          }}
        />
      )}
      <ul className="bn-metrics__list" aria-label={`${metric.label} items`}>
        {sorted.map((item) => {
          const name = item.name ?? '';
          return (
            <li key={item._id} className="bn-metrics__item">
              <InlineText
                className="bn-metrics__name"
                label={`Name of ${name}`}
                value={name}
                onCommit={(next) =>
                  attempt(metric.errors.rename ?? FAILED.rename, async () => {
                    await store.update(item._id, { name: next } as Partial<Named>);
                    workspace.retitleTabsFor(metric.entity, item._id, next);
                  })
                }
              />
              <span className="bn-metrics__actions">
                <IconButton
                  label={`Open ${name}`}
                  icon={<Icon name="external" size={14} />}
                  onClick={() => open(item)}
                />
                <IconButton
                  label={`Archive ${name}`}
                  icon={<Icon name="archive" size={14} />}
                  onClick={() =>
                    void attempt(FAILED.archive, async () => {
                      await store.archive(item._id);
                      workspace.closeTabsFor(metric.entity, item._id);
                    })
                  }
                />
                <IconButton
                  label={`Delete ${name}`}
                  icon={<Icon name="trash" size={14} />}
                  onClick={() =>
                    void attempt(FAILED.delete, async () => {
                      await store.softDelete([item._id]);
                      workspace.closeTabsFor(metric.entity, item._id);
                    })
                  }
                />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
