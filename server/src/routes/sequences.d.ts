import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
/** FASTA import: a new sequence collection and its sequences, written in one transaction. */
export declare function registerSequenceRoutes(app: FastifyInstance, ctx: AppContext): void;
