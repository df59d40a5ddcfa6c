import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SignInBrake } from '../auth/signInBrake.ts';
import { publicUser } from '../auth/users.ts';
import { clientAddress } from '../http/clientAddress.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parse } from '../errors.ts';

const loginBody = z.strictObject({ username: z.string().min(1).max(200), password: z.string().min(1).max(1000) });
const passwordBody = z.strictObject({
  current_password: z.string().min(1).max(1000),
  new_password: z.string().min(8, 'at least 8 characters').max(1000),
});

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // wrong passwords cost waiting time, per account and per address (SECURITY.md)
  const brake = new SignInBrake(ctx.config.security.signIn);
  const addressOf = (request: FastifyRequest) => clientAddress(request.raw, ctx.config.security.trustedProxies);
  app.post('/api/auth/local', { config: { public: true } }, async (request) => {
    if (!ctx.auth.localLoginRequired) throw new HttpError(404, 'NOT_FOUND', 'This server has no local sign-in');
    const { username, password } = parse(loginBody, request.body);
    const token = await brake.guard(username, addressOf(request), () => ctx.auth.login(username, password));
    if (!token) throw new HttpError(401, 'UNAUTHENTICATED', 'Wrong username or password');
    return { id_token: token };
  });

  // local users change their own password; elsewhere there is none the server keeps
  app.put('/api/users/:id/password', async (request) => {
    if (!ctx.auth.changePassword) {
      const message =
        ctx.config.authMode === 'auth0'
          ? 'Passwords are kept by the sign-in provider (auth0) on this server: change yours there.'
          : 'This server signs in without passwords (no BENCH_USERS_FILE), so there is none to change.';
      throw new HttpError(501, 'NOT_IMPLEMENTED', message);
    }
    const { id } = request.params as { id: string };
    if (id !== request.user.id) throw new HttpError(403, 'FORBIDDEN', 'You may change only your own password.');
    const { current_password, new_password } = parse(passwordBody, request.body);
    const change = ctx.auth.changePassword;
    const token = await brake.guard(id, addressOf(request), () => change(id, current_password, new_password));
    if (!token) throw new HttpError(400, 'WRONG_PASSWORD', 'The current password is wrong.');
    // earlier tokens, the caller's included, stop working: here is one for the new password
    return { ok: true, id_token: token };
  });

  for (const path of ['/me', '/api/me']) {
    app.get(path, async (request) => publicUser(request.user, request.tokenExp));
  }
}
