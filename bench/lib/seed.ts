// Seeds a project with one large pose collection straight through the server's own repository code.
import { insertItems } from '../../server/src/items/repo.ts';
import { newItem } from '../../server/src/items/build.ts';
import type { Db } from '../../server/src/index.ts';

const ACTOR = { id: 'local', name: 'Local User' };
const AMINO = 'ACDEFGHIKLMNPQRSTVWY';

/** Deterministic pseudo-random numbers, so every run seeds the same scores. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

export function poseBody(collectionId: string, index: number, next: () => number) {
  const sequence = Array.from({ length: 60 }, () => AMINO[Math.floor(next() * 20)]).join('');
  const term = (scale: number) => Math.round((next() - 0.5) * scale * 1000) / 1000;
  return {
    name: `pose_${String(index).padStart(6, '0')}`,
    index,
    sequence,
    pose_collection_id: collectionId,
    score: term(400),
    rms: Math.abs(term(8)),
    is_selected: false,
    is_visible: index < 2,
    score_terms: {
      fa_atr: term(300),
      fa_rep: term(60),
      fa_intra_rep: term(5),
      fa_dun: term(80),
      fa_sol: term(150),
      hbond_sr_bb: term(20),
      hbond_lr_bb: term(20),
      hbond_bb_sc: term(10),
      hbond_sc: term(10),
      omega: term(10),
      rama: term(20),
      p_aa_pp: term(10),
      ref: term(50),
    },
  };
}

/** A session (owned by `ownerId`) holding one collection of `count` poses; answers their ids. */
export async function seedCollection(
  db: Db,
  {
    ownerId = 'local',
    sessionName = 'Bench project',
    collectionName = 'Big collection',
    count,
  }: { ownerId?: string; sessionName?: string; collectionName?: string; count: number },
) {
  const session = newItem(
    {
      name: sessionName,
      view: {},
      state: { tabs: { active_tab_index: -1, open_tabs: [] } },
      action_counter: 0,
      ddg_counter: 0,
      is_locked: false,
    },
    ACTOR,
    { sessionId: null },
  );
  await insertItems(db, 'sessions', [session], ownerId);
  const collection = newItem(
    { name: collectionName, type: null, is_raw: false, are_poses_indexed: true, comparing_collections: [] },
    ACTOR,
    { sessionId: session._id },
  );
  await insertItems(db, 'pose_collections', [collection]);
  const next = random(7);
  const poses = Array.from({ length: count }, (_, i) =>
    newItem(poseBody(collection._id, i, next), ACTOR, { sessionId: session._id }),
  );
  await insertItems(db, 'poses', poses);
  return { sessionId: session._id, collectionId: collection._id, poseIds: poses.map((p) => p._id) };
}
