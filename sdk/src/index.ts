/**
 * `@bench/sdk`: what a plugin author needs to write a plugin — the contract (`definePlugin`, the
 * contribution types), service tokens and hooks, the entities and messages, and the UI kit. Every
 * name is listed here on purpose; `sdk/api-report.txt` records the surface and a test compares it.
 * Domain libraries live in their own packages (`libs/*`); React-free code imports `@bench/sdk/model`.
 */
export {
  ENTITY_TYPES,
  isSessionScoped,
  sessionChannel,
  userChannel,
  type BaseItem,
  type BenchNotification,
  type BillingOrganization,
  type DisplayboxEvent,
  type EntityType,
  type PlatformEntityType,
  type ModelEvent,
  type ModelOp,
  type Promotion,
  type QueryReply,
  type QueryRequest,
  type Session,
  type SessionEntityType,
  type SessionState,
  type TabData,
  type User,
  type UserFlags,
  type ViewerSettings,
  type WindowEvent,
} from './entities.ts';
export {
  FEATURE_NOT_RECOGNIZED,
  FeatureTable,
  PLATFORM_FEATURES,
  type FeatureDeclaration,
  type FeatureInfo,
} from './features.ts';
export {
  collectionNameMessage,
  isValidName,
  projectNameMessage,
  sessionPlaceholderName,
  stripInvalidNameChars,
} from './names.ts';
export { BILLING_ERRORS, LIMITS, MESSAGES, SELF_SERVICE_SUBSCRIPTIONS, SUBSCRIPTION_NAMES } from './messages.ts';
export { SHOWN_PROBLEMS, boundedLines, boundedMessage } from './errorText.ts';
export { fileKindOf, wrongFileKindMessage, type FileKind } from './fileKind.ts';
export {
  SIMULATED_ENGINE,
  SIMULATED_NO_CHARGE,
  SIMULATED_NOTE,
  SIMULATED_PDB_REMARK,
  fastaTitle,
  isSimulated,
  markedPdb,
  simulatedLabel,
} from './simulated.ts';
export { scoreHeading } from './scoreHeading.ts';
export {
  ALL_SERVICE_TOKENS,
  Api,
  ApiError,
  Auth,
  Credits,
  Features,
  Live,
  LocalPrefs,
  Notify,
  RegistryToken,
  Settings,
  Stores,
  Workspace,
  tokenName,
  type AppSettings,
  type AuthState,
  type Banner,
  type CatalogueRow,
  type ItemStore,
  type ItemStoreState,
  type LiveState,
  type NotifyState,
  type RequestOptions,
  type ServiceToken,
  type Toast,
  type ToastKind,
  type Unsubscribe,
  type WindowMessage,
  type SelectedCollections,
  type SplitView,
  type ViewerSelection,
  type WorkspaceState,
} from './tokens.ts';
export {
  PluginLoadError,
  type ActionContribution,
  type ActionFormProps,
  type Availability,
  type Badge,
  type ConsoleRouteContribution,
  type Contributions,
  type CostContext,
  type CostRow,
  type CostRule,
  type LauncherContribution,
  type MetricContribution,
  type ArchivableContribution,
  type MetricCreateFormProps,
  type ValidationContext,
  type Lazy,
  type PanelContribution,
  type PanelProps,
  type PluginDefinition,
  type Registered,
  type Registry,
  type SampleContribution,
  type SelectionSummary,
  type TabKindContribution,
  type TabProps,
  type ValidationIssue,
  type SequenceActionContribution,
  type SequenceActionProps,
  type ViewerContribution,
  type ViewerProps,
  type ActionModel,
  type AnyActionContribution,
  type AnyActionModel,
} from './contracts.ts';
export {
  jobSettingValues,
  readsProblem,
  settingValue,
  type AnySettingContribution,
  type SettingContribution,
} from './settings.ts';
export type { PoseSummary, PoseViewerData, ScoreColumn, SequenceViewerData } from './viewerData.ts';
export type { ServiceLocator, ServiceTypes } from './services.ts';
export type {
  ActionEngine,
  ActionItem,
  ActionStatus,
  CellSpread,
  EngineContext,
  EngineKind,
  EnginePose,
  EngineResult,
  EngineSourcePose,
  GridSpreads,
  ScoreDeclaration,
  ScoreDeclarations,
} from './jobs/contract.ts';
export { defineJob, type JobSpec } from './jobs/defineJob.ts';
export {
  field,
  jobInput,
  numberBounds,
  rangeHint,
  type BaseJobInput,
  type InputField,
  type InputFields,
  type InputOf,
  type JobInput,
  type NumberRange,
  type ShapeProblem,
  type ValueOf,
} from './jobs/input.ts';
export { isRecord, recordOrEmpty } from './records.ts';
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
