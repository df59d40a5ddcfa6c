import type { LedgerRow } from './accountsRepo.ts';
export declare function ledgerCsv(rows: LedgerRow[]): string;
