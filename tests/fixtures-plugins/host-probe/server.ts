import type { ServerEntry } from '@bench/sdk/backend';
import { settings } from './settings.ts';

/**
 * A server half with no item type of its own whose routes, under its route name, hand the host's
 * settings, pose-structure and raw-collection calls straight to the client
 * (tests/api/plugin-server-host.test.ts): the host, not the route, checks the session.
 */
export const server: ServerEntry = {
  settings,
  routeNames: ['hostProbes'],
  routes(routes, host) {
    routes.get('/api/sessions/:sid/hostProbes/settings', async () => host.settings());
    routes.get('/api/sessions/:sid/hostProbes/poses/:id', async (request) =>
      host.poseStructure(request, request.params.sid!, request.params.id!),
    );
    routes.post(
      '/api/sessions/:sid/hostProbes/collections',
      async (request) => {
        const body = request.body as { name: string; poses: { fields: Record<string, unknown>; pdb: string }[] };
        return host.createRawPoseCollection(request, request.params.sid!, body.name, body.poses);
      },
      { status: 201 },
    );
  },
};
