import { z } from 'zod';
import { collectionNameMessage, isValidName } from '@bench/sdk/model';
import {
  checkSequence,
  firstProblems,
  parse,
  validation,
  type PluginRoutes,
  type ServerHost,
} from '@bench/sdk/backend';
import { parseFasta } from '@bench/structure';

const importBody = z.strictObject({ name: z.string().trim().min(1).max(500), fasta: z.string().min(1) });

/** FASTA import: a new sequence collection and its sequences, written in one transaction. */
export function registerFastaImport(routes: PluginRoutes, host: ServerHost): void {
  routes.post(
    '/api/sessions/:sid/sequence_collections/importFasta',
    async (request) => {
      const sid = request.params.sid!;
      await host.ownedSession(request, sid);
      const body = parse(importBody, request.body);
      if (!isValidName(body.name)) throw validation(collectionNameMessage(host.supportHost, 'sequence collection'));
      const { records, errors } = parseFasta(body.fasta);
      if (errors.length > 0) {
        throw validation(firstProblems(errors.map((e) => (e.line ? `line ${e.line}: ${e.message}` : e.message))));
      }
      for (const record of records) checkSequence(record.name, record.sequence, host.limits);
      const { collection, sequences } = await host.transaction(request, async (tx) => {
        const [created] = await tx.insert('sequence_collections', sid, [
          { name: body.name, type: null, is_read: false, are_sequences_indexed: true, sequences: records.length },
        ]);
        const members = await tx.insert(
          'sequences',
          sid,
          records.map((record, index) => ({
            name: record.name,
            sequence: record.sequence,
            index,
            sequence_collection_id: created!._id,
            is_selected: false,
            is_visible: false,
            selected_residues: [],
          })),
        );
        return { collection: created!, sequences: members };
      });
      await host.publish(request, {
        op: 'create',
        type: 'sequence_collections',
        ids: [collection._id],
        sessionId: sid,
      });
      await host.publish(request, {
        op: 'create',
        type: 'sequences',
        ids: sequences.map((s) => s._id),
        sessionId: sid,
      });
      return { collection, sequences: sequences.length };
    },
    { status: 201 },
  );
}
