import type { FastifyInstance } from 'fastify';
import { SELF_SERVICE_SUBSCRIPTIONS, SUBSCRIPTION_NAMES } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';
import { ensureAccount, ledgerOf } from '../billing/accountsRepo.ts';
import { ledgerCsv } from '../billing/csv.ts';

/** Organisation ids that look like numbers travel as numbers (the portal link rule needs it). */
function wireOrganisationId(id: string): string | number {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : id;
}

export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/billing_accounts/organization', async (request) => {
    const organisation = await ensureAccount(ctx.db, request.user, ctx.config);
    return {
      organizationId: wireOrganisationId(organisation.id),
      balanceCredits: organisation.balance,
      subscriptionType: organisation.subscription_type,
      billingPortalURL: ctx.config.billingPortalUrl,
    };
  });

  app.get('/api/billing_accounts/transactions', async (request, reply) => {
    const organisation = await ensureAccount(ctx.db, request.user, ctx.config);
    const csv = ledgerCsv(await ledgerOf(ctx.db, organisation.id));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="transactions.csv"')
      .send(csv);
  });

  app.get('/api/billing_accounts/products', async () => ({
    products: Object.entries(SUBSCRIPTION_NAMES).map(([id, name]) => ({
      id,
      name,
      selfService: SELF_SERVICE_SUBSCRIPTIONS.includes(id),
    })),
  }));

  app.get('/api/billing_accounts/support-enabled', async () => ({ enabled: false }));
}
