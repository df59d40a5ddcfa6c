import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Api,
  Notify,
  Spinner,
  Workspace,
  sessionPlaceholderName,
  splitterKeyDown,
  useItemStore,
  useService,
  type PoseViewerData,
  type TabProps,
  type Session,
} from '@bench/sdk';
import { scoreColumnsFor, isAiFolding } from '@bench/action-kit';
import { ComparisonTable } from './ComparisonTable.tsx';
import { PoseTable } from './PoseTable.tsx';
import { PoseToolbar } from './PoseToolbar.tsx';
import { SimulatedNotice } from './SimulatedNotice.tsx';
import { ViewerHost } from './ViewerHost.tsx';
import { download, type DownloadKind } from './downloads.ts';
import {
  MESSAGES,
  applyFilter,
  comparedTableHeight,
  effectiveFilter,
  filterAvailable,
  listHeight,
  nextFilter,
  nextSort,
  replaceSet,
  sortPoses,
  visibilityChanges,
  type PoseFilter,
  type PoseFlag,
  type PoseSort,
  type ViewerAction,
} from './model.ts';
import { useCollection } from './useCollection.ts';
import { useCollectionList } from './useCollectionList.ts';
import { usePoses } from './usePoses.ts';
import { useRangeToggle } from './useRangeToggle.ts';
import { useSplit } from './useSplit.ts';
import './pose-collection.css';

/** The collection tab (spec 2 §2.2): structure table, divider, comparison table and viewer. */
export default function CollectionTab({ tab, sessionId }: TabProps) {
  const collectionId = String(tab.data.id);
  const api = useService(Api);
  const notify = useService(Notify);
  const workspace = useService(Workspace);
  const collection = useCollection(collectionId, tab.id);
  const { collections, store } = useCollectionList(sessionId);
  const sessions = useItemStore<Session>('sessions').snapshot;

  const compared = useMemo(
    () => (collection?.comparing_collections ?? []).flatMap((id) => collections.filter((c) => c._id === id)),
    [collection?.comparing_collections, collections],
  );
  const list = usePoses(
    sessionId,
    useMemo(() => [collectionId, ...compared.map((c) => c._id)], [collectionId, compared]),
  );
  const own = useMemo(
    () => list.poses.filter((p) => p.pose_collection_id === collectionId),
    [list.poses, collectionId],
  );
  const others = useMemo(
    () => list.poses.filter((p) => p.pose_collection_id !== collectionId),
    [list.poses, collectionId],
  );
  const columns = useMemo(() => (collection ? scoreColumnsFor(collection, own) : []), [collection, own]);

  const [chosenFilter, setFilter] = useState<PoseFilter>('all');
  const [sort, setSort] = useState<PoseSort | null>(null);
  const filter = effectiveFilter(chosenFilter, own);
  const rows = useMemo(
    () => sortPoses(applyFilter(own, filter), sort, columns, Boolean(collection?.are_poses_indexed)),
    [own, filter, sort, columns, collection?.are_poses_indexed],
  );

  const split = useSplit(collectionId, list.ready ? rows.length : null);

  const otherRows = useMemo(
    () => sortPoses(applyFilter(others, filter), sort, columns, false),
    [others, filter, sort, columns],
  );
  const { setFlag, setFlagInCollection } = list;
  const onToggle = useRangeToggle(rows, setFlag);
  const onToggleCompared = useRangeToggle(otherRows, setFlag);
  const onSort = useCallback((key: string) => setSort((s) => nextSort(s, key)), []);

  const replace = useCallback(
    (flag: PoseFlag, ids: string[]) => {
      const { on, off } = replaceSet(list.poses, flag, ids);
      void setFlag(flag, on, true);
      void setFlag(flag, off, false);
    },
    [list.poses, setFlag],
  );
  const onViewer = (action: ViewerAction) => {
    const { show, hide } = visibilityChanges(list.poses, action);
    void setFlag('is_visible', show, true);
    void setFlag('is_visible', hide, false);
  };

  const selectedIds = useMemo(() => list.poses.filter((p) => p.is_selected).map((p) => p._id), [list.poses]);
  const visibleIds = useMemo(() => list.poses.filter((p) => p.is_visible).map((p) => p._id), [list.poses]);
  // the session's selection follows this view once every page is in, so other tabs and a reload keep it
  useEffect(() => {
    if (list.complete) workspace.setSplitView({ selected_pose_ids: selectedIds, visible_pose_ids: visibleIds });
  }, [workspace, list.complete, selectedIds, visibleIds]);

  const data = useMemo<PoseViewerData | null>(
    () =>
      collection
        ? {
            collection: {
              _id: collection._id,
              name: collection.name,
              type: collection.type ?? null,
              is_raw: Boolean(collection.is_raw),
              engine: collection.engine ?? null,
            },
            poses: [...rows, ...otherRows],
            visiblePoseIds: visibleIds,
            selectedPoseIds: selectedIds,
            scoreColumns: columns,
            comparisons: compared.map((c) => ({ collectionId: c._id, name: c.name })),
            residueSelection: tab.data.residue_selection as number[] | undefined,
            setSelection: (ids) => replace('is_selected', ids),
            setVisible: (ids) => replace('is_visible', ids),
          }
        : null,
    [collection, rows, otherRows, visibleIds, selectedIds, columns, compared, replace, tab.data.residue_selection],
  );

  if (!collection || !data) return <Spinner />;

  const selected = own.filter((p) => p.is_selected);
  const onDownload = (kind: DownloadKind) => {
    const sessionName = sessions.items[sessionId]?.name || sessionPlaceholderName(sessionId);
    const poses = kind === 'pdb' || kind === 'fasta' ? (selected.length ? selected : rows) : rows;
    download(kind, {
      api,
      sessionId,
      sessionName,
      collectionName: collection.name,
      poses,
      columns,
      declarations: collection.score_declarations ?? {},
    }).catch(() => notify.error(kind === 'scores' || kind === 'raw' ? MESSAGES.scores : 'Error.'));
  };
  const setCompared = (ids: string[]) =>
    store.update(collectionId, { comparing_collections: ids }).catch(() => notify.error('Error.'));

  return (
    <section className="bn-pose-collection" aria-label={`Collection ${collection.name}`} ref={split.container}>
      <div className="bn-pose-collection__table" style={{ height: split.table }}>
        <SimulatedNotice collection={collection} />
        <PoseToolbar
          filter={filter}
          available={{
            all: true,
            selected: filterAvailable('selected', own),
            visible: filterAvailable('visible', own),
          }}
          onFilter={(f) => setFilter(nextFilter(filter, f))}
          counts={{
            total: own.length,
            selected: selected.length,
            visible: own.filter((p) => p.is_visible).length,
            loading: !list.complete,
          }}
          onViewer={onViewer}
          downloads={isAiFolding(collection.type) ? ['pdb', 'fasta', 'scores'] : ['pdb', 'fasta', 'scores', 'raw']}
          onDownload={onDownload}
        />
        {list.ready ? (
          <PoseTable
            poses={rows}
            columns={columns}
            sort={sort}
            onSort={onSort}
            onToggle={onToggle}
            height={listHeight(split.table)}
            label={`Structures of ${collection.name}`}
            empty={filter === 'all' ? 'This collection has no structures.' : 'No structures match the filter.'}
          />
        ) : (
          <Spinner />
        )}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable, draggable splitter; <hr> is a static rule */}
      <div
        className="bn-pose-divider"
        role="separator"
        aria-orientation="horizontal"
        aria-label="Resize table and viewer"
        aria-valuenow={Math.round(split.table)}
        aria-valuemin={0}
        aria-valuemax={Math.round(split.total)}
        tabIndex={0}
        onPointerDown={split.startDrag}
        onKeyDown={splitterKeyDown(split.nudge)}
      />
      <div className="bn-pose-collection__lower">
        <ComparisonTable
          compared={compared}
          candidates={collections.filter((c) => c._id !== collectionId && !compared.some((x) => x._id === c._id))}
          poses={others}
          table={
            otherRows.length > 0 && (
              <PoseTable
                poses={otherRows}
                columns={columns}
                sort={sort}
                onSort={onSort}
                onToggle={onToggleCompared}
                height={comparedTableHeight(otherRows.length)}
                label="Structures of compared collections"
                empty="No structures match the filter."
              />
            )
          }
          onAdd={(id) => void setCompared([...compared.map((c) => c._id), id])}
          onRemove={(id) => {
            void setCompared(compared.map((c) => c._id).filter((x) => x !== id));
            void setFlagInCollection(id, 'is_visible', false);
          }}
        />
        <ViewerHost sessionId={sessionId} tab={tab} collection={collection} data={data} rowsShown={list.ready} />
      </div>
    </section>
  );
}
