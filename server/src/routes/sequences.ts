import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { collectionNameMessage, isValidName } from '@bench/sdk/model';
import { parseFasta } from '@bench/structure';
import type { AppContext } from '../context.ts';
import { firstProblems, parse, validation } from '../errors.ts';
import { newItem } from '../items/build.ts';
import { checkSequence } from '../items/limits.ts';
import { insertItems } from '../items/repo.ts';
import { publishModel } from './publish.ts';
import { ownedSession } from './access.ts';
import { actorOf } from './itemRoutes.ts';

const importBody = z.strictObject({ name: z.string().trim().min(1).max(500), fasta: z.string().min(1) });

/** FASTA import: a new sequence collection and its sequences, written in one transaction. */
export function registerSequenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/sessions/:sid/sequence_collections/importFasta', async (request, reply) => {
    const { sid } = request.params as { sid: string };
    await ownedSession(ctx, request, sid);
    const body = parse(importBody, request.body);
    if (!isValidName(body.name))
      throw validation(collectionNameMessage(new URL(ctx.config.supportUrl).origin, 'sequence collection'));
    const { records, errors } = parseFasta(body.fasta);
    if (errors.length > 0) {
      throw validation(firstProblems(errors.map((e) => (e.line ? `line ${e.line}: ${e.message}` : e.message))));
    }
    for (const record of records) checkSequence(record.name, record.sequence, ctx.config.limits);
    const actor = actorOf(request);
    const collection = newItem(
      { name: body.name, type: null, is_read: false, are_sequences_indexed: true, sequences: records.length },
      actor,
      { sessionId: sid },
    );
    const sequences = records.map((record, index) =>
      newItem(
        {
          name: record.name,
          sequence: record.sequence,
          index,
          sequence_collection_id: collection._id,
          is_selected: false,
          is_visible: false,
          selected_residues: [],
        },
        actor,
        { sessionId: sid },
      ),
    );
    await ctx.db.transaction(async (tx) => {
      await insertItems(tx, 'sequence_collections', [collection]);
      await insertItems(tx, 'sequences', sequences);
    });
    await publishModel(ctx, request, {
      op: 'create',
      type: 'sequence_collections',
      ids: [collection._id],
      sessionId: sid,
      ownerId: null,
    });
    await publishModel(ctx, request, {
      op: 'create',
      type: 'sequences',
      ids: sequences.map((s) => s._id),
      sessionId: sid,
      ownerId: null,
    });
    return reply.status(201).send({ collection, sequences: sequences.length });
  });
}
