/** Texts from the spec's error catalogues, copied exactly (spec 3 §8). */
export const MESSAGES = {
  serviceDisruption: 'We are experiencing a service disruption, and are working hard to restore functionality.',
  narrowScreen: 'Your device screen is not wide enough for optimal viewing.',
  tooManyTabs: 'Over 10 tabs detected. Close tabs to improve performance.',
  noWebGl:
    'Your browser does not support WebGL, cannot show proteins in 3D. For an optimal experience we recommend to use the latest version of Chrome.',
  offline: 'Connection to server lost. You are now offline.',
  offlineBrowserSuffix: ' Please check your internet settings.',
  online: 'Reconnected to server. You are now back online.',
  resetConfirm: 'Resetting will remove all tabs and applied styles.',
  trashConfirm: "Moving projects to trash will remove all items in projects' trash.",
  deletePromotionConfirm: 'Delete promotion?',
  supportDisabled: 'The support feature is currently disabled.',
  cloneError: 'Error cloning project',
  genericStoreError: 'Error.',
  notInitialized: 'Store not initialized: no project is open.',
  projects: {
    fetch: 'Something went wrong while fetching projects.',
    update: 'Something went wrong while updating the project',
    reset: 'Something went wrong while resetting the project',
    softDelete: 'Something went wrong while soft deleting the project',
    create: 'Something went wrong while creating the project',
    restore: 'Something went wrong while restoring projects.',
    delete: 'Something went wrong while deleting projects.',
    fetchCollections: 'Something went wrong while fetching collections.',
  },
  promotions: {
    fetch: 'Something went wrong while fetching promotions.',
    query: 'Something went wrong while querying promotions.',
    delete: 'Something went wrong while deleting promotions.',
    created: 'Promotions has been created.',
    edited: 'Promotions has been edited.',
  },
  billing: {
    insufficient: 'Insufficient credits to complete this request.',
    notFound: 'Please contact support to purchase a subscription.',
    unauthorized: 'The subscription service is currently unavailable.',
    unexpected: 'There was an unexpected issue from our billing service.',
  },
  items: {
    dearchive: 'Something went wrong while dearchiving an item.',
    delete: 'Something went wrong while deleting an item.',
    restore: 'Something went wrong while restoring an item.',
  },
} as const;

/** Billing error codes sent by the server with HTTP 422, and the message each shows. */
export const BILLING_ERRORS: Record<string, string> = {
  INSUFFICIENT_CREDITS: MESSAGES.billing.insufficient,
  SUBSCRIPTION_NOT_FOUND: MESSAGES.billing.notFound,
  BILLING_UNAUTHORIZED: MESSAGES.billing.unauthorized,
  BILLING_UNEXPECTED: MESSAGES.billing.unexpected,
};

/** Subscription display names (spec 3 §6). */
export const SUBSCRIPTION_NAMES: Record<string, string> = {
  'Usage Pack': 'Usage Pack',
  Individual: 'Individual',
  Startup: 'Pilot',
  ProL: 'Plus',
  Pro: 'Pro',
  Premium: 'Premium',
  Power: 'Power',
  Bronze: 'Bronze',
  Silver: 'Silver',
  Gold: 'Gold',
};

export const SELF_SERVICE_SUBSCRIPTIONS = ['Bronze', 'Silver', 'Gold'];

/** Constants of spec 3 §9 used across the workbench. */
export const LIMITS = {
  maxTabsBeforeWarning: 10,
  tabMaxWidth: 296,
  pageSize: 500,
  batchChunk: 10,
  columnMin: 250,
  columnMax: 400,
  columnDefault: 300,
  narrowScreen: 1100,
  disruptionThrottleMs: 10_000,
  notificationSpacingMs: 4_000,
  uninitialisedRetryMs: 500,
  promotionsFirstLoad: 10,
  minBlockHeight: 64,
  listHeightOffset: 85,
} as const;
