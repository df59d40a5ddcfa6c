import type { QueryRequest } from '@bench/sdk';
import type { Queryable } from '../db/types.ts';
import type { Item } from './build.ts';
import type { ItemScope } from './scope.ts';
export interface PageRequest {
    /** conditions and their values, as the unpaged query has them */
    where: string;
    values: unknown[];
    order: string;
    page: number;
    perPage: number;
}
/** The bodies of one page, in `request.order`. */
export declare function readPage(db: Queryable, scope: ItemScope, query: QueryRequest, request: PageRequest): Promise<Item[]>;
