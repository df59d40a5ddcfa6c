import { describe, expect, it } from 'vitest';
import { sessionWithPose } from '../api/helpers/jobs.ts';
import type { TestServer } from '../api/helpers/server.ts';
import { useUsersServer } from '../api/helpers/suite.ts';

// Issue 22 item 7: the code of an epitope prediction view hands `inputs` (alleles, length) to its
// predictions, but the view's schema refused the field. It is accepted on create, not kept on the view.
let server: TestServer;
let alice: string;

useUsersServer((started) => ({ server, alice } = started));

describe('epitope prediction view inputs', () => {
  it('creates a view with inputs and gives them to its prediction', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const inputs = { mhc_allele_list: ['HLA-A*02:01'], epitope_length: 9 };
    const reply = await server.call('POST', `/api/sessions/${sid}/epitope_prediction_views`, {
      token: alice,
      body: { name: 'With inputs', pose_ids: [pose._id], inputs },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).not.toHaveProperty('inputs');
    const prediction = (
      await server.call('GET', `/api/sessions/${sid}/epitope_predictions/${reply.body.epitope_prediction_ids[0]}`, {
        token: alice,
      })
    ).body;
    expect(prediction.inputs).toMatchObject({ ...inputs, pose_id: pose._id });
    const update = await server.call('PUT', `/api/sessions/${sid}/epitope_prediction_views/${reply.body._id}`, {
      token: alice,
      body: { inputs },
    });
    expect(update.status).toBe(400);
  });
});
