import type { ResultOrigin } from '@bench/sdk/backend';
import { fastaTitle, markedPdb, stripInvalidNameChars, type EngineResult } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import { newItem, type Actor, type Item } from '../items/build.ts';
import { insertItems } from '../items/repo.ts';
import { storePoseCollection } from '../structures/poseCollections.ts';
import type { LiveEvent } from './actionStore.ts';
import type { JobRow } from './repo.ts';
import { resultPoseFacts } from './resultPose.ts';

/** A results collection opens with its first poses in the viewer, not an empty one. */
export const RESULT_POSES_SHOWN = 5;

function collectionName(wanted: string | undefined, fallback: string): string {
  const name = stripInvalidNameChars(wanted ?? '').trim();
  return name || stripInvalidNameChars(fallback).trim() || 'Results';
}

/**
 * The collections of an engine's result, inside the caller's transaction. Returns the fields that
 * link them to the item that ran (`results_collection_id`, `sequence_results`) and the live events.
 */
export async function storeResults(
  tx: Queryable,
  item: Item,
  job: JobRow,
  result: EngineResult,
  origin: ResultOrigin,
): Promise<{ patch: Record<string, unknown>; events: LiveEvent[] }> {
  const sessionId = job.session_id;
  const actor: Actor = { id: job.user_id, name: String(item.created_user_name ?? '') };
  const place = { sessionId };
  const provenance = { engine: result.engine, ...origin.provenance };
  const { base } = origin;
  const events: LiveEvent[] = [];
  const patch: Record<string, unknown> = {};

  if (result.collection) {
    const { collection, poses } = await storePoseCollection(
      tx,
      actor,
      sessionId,
      {
        name: collectionName(result.collection.name, `${base} results`),
        type: result.collection.type ?? null,
        is_raw: result.collection.is_raw ?? false,
        settings: result.collection.settings ?? {},
        score_declarations: result.collection.declarations ?? {},
        ...provenance,
      },
      result.collection.poses.map((pose, i) => ({
        fields: {
          name: pose.name,
          score: pose.score ?? null,
          rms: pose.rms ?? null,
          score_terms: pose.score_terms ?? {},
          ...resultPoseFacts(pose.pdb, pose.name),
          is_visible: i < RESULT_POSES_SHOWN,
          ...provenance,
        },
        pdb: markedPdb(pose.pdb, result.engine),
      })),
    );
    patch.results_collection_id = collection._id;
    events.push(
      { op: 'create', type: 'pose_collections', ids: [collection._id], sessionId },
      { op: 'create', type: 'poses', ids: poses.map((p) => p._id), sessionId },
    );
  }

  if (result.sequences) {
    const { records } = result.sequences;
    const name = collectionName(result.sequences.name, `${base} sequences`);
    const collection = newItem(
      { name, type: null, is_read: false, are_sequences_indexed: true, sequences: records.length, ...provenance },
      actor,
      place,
    );
    const sequences = records.map((record, index) =>
      newItem(
        {
          name: record.name,
          sequence: record.sequence,
          score: record.score ?? null,
          index,
          sequence_collection_id: collection._id,
          selected_residues: [],
          is_selected: false,
          is_visible: false,
          ...provenance,
        },
        actor,
        place,
      ),
    );
    await insertItems(tx, 'sequence_collections', [collection]);
    await insertItems(tx, 'sequences', sequences);
    const fasta = records.map((record) => `>${fastaTitle(record.name, result.engine)}\n${record.sequence}\n`).join('');
    patch.sequence_results = {
      fasta_data: fasta,
      sequence_collection_name: name,
      sequence_collection_id: collection._id,
    };
    events.push(
      { op: 'create', type: 'sequence_collections', ids: [collection._id], sessionId },
      { op: 'create', type: 'sequences', ids: sequences.map((s) => s._id), sessionId },
    );
  }

  return { patch, events };
}
