// What a collection tab hands its viewers: poses and score columns, or sequences.
/** A pose as tables and viewers see it (structure text is fetched separately, by id). */
export interface PoseSummary {
  _id: string;
  name: string;
  index?: number;
  sequence?: string;
  score?: number | null;
  rms?: number | null;
  score_terms?: Record<string, unknown>;
  is_visible?: boolean;
  is_selected?: boolean;
  pose_collection_id: string;
  /** the engine that made a job's result ('simulated' marks synthetic output) */
  engine?: string | null;
}

export interface ScoreColumn {
  key: string;
  label: string;
  /** the unit its values are in ('kcal/mol', 'Å', 'REU'), as the engine declared it; absent when unknown or a pure number */
  unit?: string;
  /** what the number is, for a heading's tooltip, as the engine declared it */
  description?: string;
  /** reads the column's value from a pose */
  value(pose: PoseSummary): number | null;
}

/** `ViewerProps.data` for viewers that show poses (`shows: ['poses']`). */
export interface PoseViewerData {
  /** `engine: 'simulated'` marks synthetic results, which every viewer labels */
  collection: { _id: string; name: string; type?: string | null; is_raw?: boolean; engine?: string | null };
  /** the table's poses after its filter, in table order, comparison collections' poses included */
  poses: readonly PoseSummary[];
  /** loaded in the viewer (is_visible) */
  visiblePoseIds: readonly string[];
  selectedPoseIds: readonly string[];
  scoreColumns: readonly ScoreColumn[];
  /** comparison collections drawn as their own series */
  comparisons: readonly { collectionId: string; name: string }[];
  /** 1-based residue positions chosen by a selector, if one was applied */
  residueSelection?: readonly number[];
  /** replaces the table's selection (graph selection) */
  setSelection(ids: string[]): void;
  /** replaces the visible set (view from graph) */
  setVisible(ids: string[]): void;
}

/** `ViewerProps.data` for viewers that show sequences (`shows: ['sequences']`). */
export interface SequenceViewerData {
  sequences: readonly { _id: string; name: string; sequence: string; is_selected?: boolean; is_visible?: boolean }[];
  selectedIds: readonly string[];
  residueSelection?: readonly number[];
}
