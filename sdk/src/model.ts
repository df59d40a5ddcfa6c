/**
 * `@bench/sdk/model`: the React-free half of the plugin contract — entities, names, messages,
 * features, service tokens, the plugin and action contracts and the engine contract. A plugin's
 * `./model` and `./engine` entries, the shared libraries and the server import this entry, so the
 * server never loads React. `@bench/sdk` re-exports all of it.
 */
export {
  ENTITY_TYPES, isSessionScoped, sessionChannel, userChannel,
  type BaseItem, type BenchNotification, type BillingOrganization, type DisplayboxEvent, type EntityType, type PlatformEntityType,
  type ModelEvent, type ModelOp, type Promotion, type QueryReply, type QueryRequest, type Session,
  type SessionEntityType, type SessionState, type TabData, type User, type UserFlags, type ViewerSettings,
  type WindowEvent,
} from './entities.ts';
export { FEATURE_NOT_RECOGNIZED, FeatureTable, PLATFORM_FEATURES, type FeatureDeclaration, type FeatureInfo } from './features.ts';
export { collectionNameMessage, isValidName, projectNameMessage, sessionPlaceholderName, stripInvalidNameChars } from './names.ts';
export { BILLING_ERRORS, LIMITS, MESSAGES, SELF_SERVICE_SUBSCRIPTIONS, SUBSCRIPTION_NAMES } from './messages.ts';
export { SHOWN_PROBLEMS, boundedLines, boundedMessage } from './errorText.ts';
export { fileKindOf, wrongFileKindMessage, type FileKind } from './fileKind.ts';
export {
  SIMULATED_ENGINE, SIMULATED_NO_CHARGE, SIMULATED_NOTE, SIMULATED_PDB_REMARK, fastaTitle, isSimulated, markedPdb, simulatedLabel,
} from './simulated.ts';
export { scoreHeading } from './scoreHeading.ts';
export {
  ALL_SERVICE_TOKENS, Api, ApiError, Auth, Credits, Features, Live, LocalPrefs, Notify, RegistryToken, Settings, Stores,
  Workspace, tokenName,
  type AppSettings, type AuthState, type Banner, type CatalogueRow, type ItemStore, type ItemStoreState, type LiveState,
  type NotifyState, type RequestOptions, type ServiceToken, type Toast, type ToastKind, type Unsubscribe, type WindowMessage,
  type WorkspaceState,
} from './tokens.ts';
export {
  PluginLoadError,
  type ActionContribution, type ActionFormProps, type Availability, type Badge, type ConsoleRouteContribution,
  type Contributions, type CostContext, type CostRow, type CostRule, type LauncherContribution, type MetricContribution, type ArchivableContribution, type MetricCreateFormProps, type ValidationContext, type Lazy, type PanelContribution, type PanelProps,
  type PluginDefinition, type PoseSummary, type PoseViewerData, type Registered, type Registry, type SampleContribution,
  type ScoreColumn, type SelectionSummary, type SequenceViewerData, type SettingContribution, type TabKindContribution,
  type TabProps,
  type ValidationIssue, type ViewerContribution, type ViewerProps,
  type ActionModel,
} from './contracts.ts';
export type { ServiceLocator, ServiceTypes } from './services.ts';
export {
  type ActionEngine, type ActionItem, type ActionStatus, type CellSpread, type EngineContext, type EngineKind,
  type EnginePose, type EngineResult, type EngineSourcePose, type GridSpreads, type ScoreDeclaration, type ScoreDeclarations,
} from './jobs/contract.ts';
