/** spec 1 §3: actions (jobs); status and results are written by the server's job runner. */
export declare const actions: import("@bench/sdk/backend").TypeSchemas;
