import { Button } from '@bench/sdk';
import { Menu } from './Menu.tsx';
import { FILTER_LABELS, type PoseFilter, type ViewerAction } from './model.ts';
import type { DownloadKind } from './downloads.ts';

export interface PoseToolbarProps {
  filter: PoseFilter;
  available: Record<PoseFilter, boolean>;
  onFilter(filter: PoseFilter): void;
  counts: { total: number; selected: number; visible: number; loading: boolean };
  onViewer(action: ViewerAction): void;
  downloads: DownloadKind[];
  onDownload(kind: DownloadKind): void;
}

const VIEWER_ACTIONS: Record<ViewerAction, string> = {
  add: 'Add to viewer',
  remove: 'Remove from viewer',
  replace: 'Replace viewer contents',
};
const DOWNLOADS: Record<DownloadKind, string> = {
  pdb: 'PDB zip',
  fasta: 'FASTA',
  scores: 'Scores CSV',
  raw: 'Raw scores CSV',
};

/** Filters, counts, viewer actions on the selection and downloads above the structure table. */
export function PoseToolbar({
  filter,
  available,
  onFilter,
  counts,
  onViewer,
  downloads,
  onDownload,
}: PoseToolbarProps) {
  return (
    <div className="bn-toolbar bn-pose-toolbar">
      {/* biome-ignore lint/a11y/useSemanticElements: a segmented button control, not a form fieldset */}
      <div className="bn-segmented" role="group" aria-label="Filter">
        {(Object.keys(FILTER_LABELS) as PoseFilter[]).map((f) => (
          <Button key={f} small aria-pressed={filter === f} disabled={!available[f]} onClick={() => onFilter(f)}>
            {FILTER_LABELS[f]}
          </Button>
        ))}
      </div>
      <span className="bn-pose-toolbar__counts" aria-live="polite">
        {counts.total} {counts.total === 1 ? 'pose' : 'poses'}
        {counts.loading ? '…' : ''} · {counts.selected} selected · {counts.visible} in viewer
      </span>
      <span className="bn-toolbar__spacer" />
      <Menu
        label="Viewer"
        items={(Object.keys(VIEWER_ACTIONS) as ViewerAction[]).map((a) => ({
          label: VIEWER_ACTIONS[a],
          disabled: counts.selected === 0,
          onSelect: () => onViewer(a),
        }))}
      />
      <Menu
        label="Download"
        items={downloads.map((kind) => ({ label: DOWNLOADS[kind], onSelect: () => onDownload(kind) }))}
      />
    </div>
  );
}
