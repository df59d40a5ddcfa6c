import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Api, Credits, Notify, type BillingOrganization } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';
import dashboard from '../src/index.ts';

function renderDashboard(org: BillingOrganization) {
  createTestWorkbench({
    plugins: [dashboard],
    route: '/dashboard',
    user: { firstName: 'Ada', lastName: 'Lovelace' },
    services: [
      provide(Api, fakeApi()),
      provide(Notify, fakeNotify()),
      provide(Credits, { organization: async () => org, transactionsCsv: async () => new Blob(['a,b']) }),
    ],
  }).render();
}

describe('Dashboard', () => {
  it('shows name, organization, balance with 2 decimals, subscription name and the portal link', async () => {
    renderDashboard({
      organizationId: 17,
      balanceCredits: 1234.5,
      subscriptionType: 'Gold',
      billingPortalURL: 'https://billing.example.test',
    });
    expect(await screen.findByText('1234.50')).toBeTruthy();
    expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
    expect(screen.getByText('17')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open billing portal' }).getAttribute('href')).toBe(
      'https://billing.example.test',
    );
  });

  it('shows Startup as Pilot and no portal link outside Bronze, Silver and Gold', async () => {
    renderDashboard({
      organizationId: 17,
      balanceCredits: 0,
      subscriptionType: 'Startup',
      billingPortalURL: 'https://billing.example.test',
    });
    expect(await screen.findByText('Pilot')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open billing portal' })).toBeNull();
  });
});
