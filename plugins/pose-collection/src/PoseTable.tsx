import { memo } from 'react';
import {
  Checkbox,
  EmptyState,
  VirtualTable,
  scoreHeading,
  type Column,
  type PoseSummary,
  type ScoreColumn,
} from '@bench/sdk';
import { exactScore, formatScore } from './scores.ts';
import { TABLE_ROW_HEIGHT, type PoseFlag, type PoseSort } from './model.ts';

export interface PoseTableProps {
  poses: readonly PoseSummary[];
  columns: readonly ScoreColumn[];
  sort: PoseSort | null;
  onSort(key: string): void;
  onToggle(flag: PoseFlag, pose: PoseSummary, shift: boolean): void;
  height: number;
  label: string;
  empty: string;
}

function SortHeader({
  label,
  unit,
  description,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  unit?: string;
  description?: string;
  sortKey: string;
  sort: PoseSort | null;
  onSort(key: string): void;
}) {
  const active = sort?.key === sortKey;
  const heading = description ? `${scoreHeading({ label, unit })}: ${description}` : scoreHeading({ label, unit });
  return (
    <button
      type="button"
      className={active ? 'bn-sort bn-sort--active' : 'bn-sort'}
      title={heading}
      onClick={() => onSort(sortKey)}
    >
      {label}
      {/* the unit on a line of its own, kept whole */}
      {unit && <span className="bn-pose-unit"> ({unit})</span>}
      {active && <span aria-hidden="true">{sort.direction === 1 ? ' ▲' : ' ▼'}</span>}
    </button>
  );
}

/** The structure table: virtualised rows with viewer and selection checkboxes and score columns. */
export const PoseTable = memo(function PoseTable({
  poses,
  columns,
  sort,
  onSort,
  onToggle,
  height,
  label,
  empty,
}: PoseTableProps) {
  // read out on the column header (a button may not carry aria-sort)
  const ariaSort = (key: string) =>
    sort?.key === key ? (sort.direction === 1 ? ('ascending' as const) : ('descending' as const)) : undefined;
  const flagColumn = (flag: PoseFlag, title: string, verb: string): Column<PoseSummary> => ({
    key: flag,
    width: '44px',
    className: 'bn-pose-flag',
    header: <span title={title}>{flag === 'is_visible' ? 'View' : 'Sel'}</span>,
    render: (pose) => (
      <Checkbox
        ariaLabel={`${verb} ${pose.name}`}
        checked={Boolean(pose[flag])}
        onChange={(_, { shiftKey }) => onToggle(flag, pose, shiftKey)}
      />
    ),
  });
  const tableColumns: Column<PoseSummary>[] = [
    flagColumn('is_visible', 'Loaded in viewer', 'Show in viewer'),
    flagColumn('is_selected', 'Selected', 'Select'),
    {
      key: 'name',
      width: 'minmax(140px, 2fr)',
      sort: ariaSort('name'),
      header: <SortHeader label="Name" sortKey="name" sort={sort} onSort={onSort} />,
      render: (pose) => (
        <span className="bn-pose-name" title={pose.name}>
          {pose.name}
        </span>
      ),
    },
    ...columns.map<Column<PoseSummary>>((column) => ({
      key: column.key,
      width: 'minmax(64px, 1fr)',
      className: 'bn-pose-score',
      sort: ariaSort(column.key),
      header: (
        <SortHeader
          label={column.label}
          unit={column.unit}
          description={column.description}
          sortKey={column.key}
          sort={sort}
          onSort={onSort}
        />
      ),
      // shown to 2 significant digits (spec 3 §9); the exact value, with its unit, on hover
      render: (pose) => {
        const value = column.value(pose);
        return <span title={exactScore(value, column.unit) || undefined}>{formatScore(value)}</span>;
      },
    })),
  ];
  return (
    <VirtualTable
      label={label}
      rows={poses}
      columns={tableColumns}
      rowKey={(pose) => pose._id}
      rowHeight={TABLE_ROW_HEIGHT}
      height={height}
      isSelected={(pose) => Boolean(pose.is_selected)}
      empty={<EmptyState title={empty} />}
    />
  );
});
