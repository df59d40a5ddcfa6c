import { z } from 'zod';
import type { EntityType } from '@bench/sdk/model';
/** Bodies shared by every type's generic routes. */
export declare const idsBody: z.ZodObject<{
    ids: z.ZodArray<z.ZodString>;
}, z.core.$strict>;
export declare const queryBody: z.ZodObject<{
    query: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    sort: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<-1>]>>>;
    page: z.ZodOptional<z.ZodNumber>;
    per_page: z.ZodOptional<z.ZodNumber>;
    fields: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strict>;
export declare function checkFields(type: EntityType, fields: string[] | undefined): void;
