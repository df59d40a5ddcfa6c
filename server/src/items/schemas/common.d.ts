import { z } from 'zod';
export { SERVER_FIELDS } from '@bench/sdk/backend';
export { freeName, id, json, provenance, typeSchemas, type TypeSchemas } from '@bench/sdk/backend';
export declare const ids: z.ZodArray<z.ZodString>;
export declare const timestamp: z.ZodISODateTime;
export declare const validName: z.ZodString;
