/**
 * `@bench/sdk`: what a plugin author needs to write a plugin — the contract (`definePlugin`, the
 * contribution types), service tokens and hooks, the entities and messages, and the UI kit: all of
 * `@bench/sdk/model` (the React-free half, whose names are each listed there) and the React half,
 * each name listed here. `sdk/api-report.txt` records the surface and a test compares it.
 * Domain libraries live in their own packages (`libs/*`); React-free code imports `@bench/sdk/model`.
 */
export * from './model.ts';
// the workspace state's parts, which only the browser's workspace service holds
export type { SelectedCollections, SplitView, ViewerSelection } from './tokens.ts';
export { definePlugin } from './definePlugin.ts';
export {
  WorkbenchProvider,
  useFeature,
  useItemStore,
  usePluginSettings,
  useRegistry,
  useService,
  useServices,
  useSnapshot,
  useUser,
} from './hooks.tsx';
export { useActiveItems } from './useActiveItems.ts';
export { useItem } from './useItem.ts';
export { useItemQuery, type ItemQuery } from './useItemQuery.ts';
// ---------- UI kit ----------
export { CountBadge, FeatureBadge, StatusBadge, type BadgeKind } from './ui/Badge.tsx';
export { Button, IconButton, type ButtonProps, type IconButtonProps } from './ui/Button.tsx';
export { Checkbox, type CheckboxProps } from './ui/Checkbox.tsx';
export { ConfirmDialog, Dialog, type ConfirmDialogProps, type DialogProps } from './ui/Dialog.tsx';
export { EmptyState } from './ui/EmptyState.tsx';
export { Icon, type IconName } from './ui/Icon.tsx';
export { InlineText, type InlineTextProps } from './ui/InlineText.tsx';
export { NumberInput, type NumberInputProps } from './ui/NumberInput.tsx';
export { SingleSequenceViewer, type SingleSequenceViewerProps } from './ui/SingleSequenceViewer.tsx';
export type { ActivationEvent } from './ui/activation.ts';
export { SPLITTER_STEP_PX, splitterKeyDown } from './ui/splitterKeys.ts';
export { steppedIndex } from './ui/listKeys.ts';
export { rangeFrom, type SequenceResidue } from './ui/sequenceCells.ts';
export { Spinner } from './ui/Spinner.tsx';
export { hasWebGL, load3Dmol, type Mol3D } from './ui/mol3d.ts';
export {
  StructurePicker,
  usePickerStructures,
  type PickerCollection,
  type PickerStructure,
  type StructurePick,
  type StructurePickerProps,
} from './ui/StructurePicker.tsx';
export { TextInput, type TextInputProps } from './ui/TextInput.tsx';
export { VirtualTable, type Column, type VirtualTableProps } from './ui/VirtualTable.tsx';
export { downloadBlob } from './ui/download.ts';
export { formatDateTime, formatRelativeTime } from './ui/format.ts';
export { RelativeTime } from './ui/RelativeTime.tsx';
export { NOW_TICK_MS, useNow } from './ui/useNow.ts';
export { LazyView, LoadBoundary, lazyOf } from './ui/lazy.tsx';
export { Link, useDocumentTitle, useNavigate } from './ui/navigation.ts';
export { useConfirm } from './ui/useConfirm.tsx';
export { useSampleFixtures, type FixturesState } from './ui/useSampleFixture.ts';
export { useTabViewer } from './ui/useTabViewer.ts';
