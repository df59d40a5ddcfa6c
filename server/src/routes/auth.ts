import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicUser } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parse } from '../errors.ts';

const loginBody = z.strictObject({ username: z.string().min(1).max(200), password: z.string().min(1).max(1000) });

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/auth/local', { config: { public: true } }, async (request) => {
    if (!ctx.auth.localLoginRequired) throw new HttpError(404, 'NOT_FOUND', 'This server has no local sign-in');
    const { username, password } = parse(loginBody, request.body);
    const token = await ctx.auth.login(username, password);
    if (!token) throw new HttpError(401, 'UNAUTHENTICATED', 'Wrong username or password');
    return { id_token: token };
  });

  for (const path of ['/me', '/api/me']) {
    app.get(path, async (request) => publicUser(request.user, request.tokenExp));
  }
}
