/** spec 3 §3: sessions (names are stripped of invalid characters by the route, not rejected). */
export declare const sessions: import("@bench/sdk/backend").TypeSchemas;
/** Promotion content is trimmed by the schema and must stay non-empty. */
export declare const promotions: import("@bench/sdk/backend").TypeSchemas;
/** Notifications are the caller's own; an update only marks them notified. */
export declare const notifications: import("@bench/sdk/backend").TypeSchemas;
