/** Ledger line texts: what was run and in which project, readable without the app open. */
/** 'Relax 7 (Relax), project 'Im7''; an item without a task number is named alone, a name equal to the tool once. */
export declare function debitDescription(item: {
    name?: unknown;
    task_id?: unknown;
}, tool: string, project: string | null): string;
/** 'Refund (cancelled): <the debit's line>'; without a debit line on record, the job's reason alone. */
export declare function refundDescription(why: string, debit: string | null): string;
