import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
export { badRequest, forbidden, HttpError, notFound, validation } from '@bench/sdk/backend';
/** How many problems of a bad file a message lists before it counts the rest. */
export declare const PROBLEMS_SHOWN = 10;
/** A bounded message for a file's problems: the first ones, one a line, then how many there are in all. */
export declare function firstProblems(problems: readonly string[], shown?: number): string;
/** Parses with zod; the 400 names each offending field. */
export declare function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S>;
export declare function describeIssues(error: z.ZodError): string;
/** Every error leaves as `{ message, code }`. */
export declare function installErrorHandler(app: FastifyInstance): void;
