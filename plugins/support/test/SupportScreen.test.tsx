import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Api, Notify, MESSAGES } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';
import support from '../src/index.ts';

describe('Support', () => {
  it('says the support feature is disabled', async () => {
    const api = fakeApi({ 'GET /api/billing_accounts/support-enabled': { enabled: false } });
    createTestWorkbench({
      plugins: [support],
      route: '/support',
      services: [provide(Api, api), provide(Notify, fakeNotify())],
    }).render();
    expect(await screen.findByText(MESSAGES.supportDisabled)).toBeTruthy();
  });
});
