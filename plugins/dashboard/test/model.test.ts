import { describe, expect, it } from 'vitest';
import { accountId, formatBalance, showBillingPortal, subscriptionDisplayName } from '../src/model.ts';

describe('billing portal link (spec 3 §5)', () => {
  it('shows for a positive organization id on Bronze, Silver or Gold', () => {
    for (const subscriptionType of ['Bronze', 'Silver', 'Gold']) {
      expect(showBillingPortal({ organizationId: 12, subscriptionType })).toBe(true);
    }
    expect(showBillingPortal({ organizationId: '7', subscriptionType: 'Gold' })).toBe(true);
  });

  it('hides for other subscriptions and for missing, zero, negative or non-numeric ids', () => {
    expect(showBillingPortal({ organizationId: 12, subscriptionType: 'Pro' })).toBe(false);
    expect(showBillingPortal({ organizationId: 12, subscriptionType: null })).toBe(false);
    expect(showBillingPortal({ organizationId: 0, subscriptionType: 'Gold' })).toBe(false);
    expect(showBillingPortal({ organizationId: -3, subscriptionType: 'Gold' })).toBe(false);
    expect(showBillingPortal({ organizationId: null, subscriptionType: 'Gold' })).toBe(false);
    expect(showBillingPortal({ organizationId: '', subscriptionType: 'Gold' })).toBe(false);
    expect(showBillingPortal({ organizationId: 'abc', subscriptionType: 'Gold' })).toBe(false);
  });
});

describe('subscription names (spec 3 §6)', () => {
  it('shows Startup as Pilot and ProL as Plus, others unchanged', () => {
    expect(subscriptionDisplayName('Startup')).toBe('Pilot');
    expect(subscriptionDisplayName('ProL')).toBe('Plus');
    expect(subscriptionDisplayName('Premium')).toBe('Premium');
    expect(subscriptionDisplayName('Enterprise')).toBe('Enterprise');
    expect(subscriptionDisplayName(null)).toBe('—');
  });
});

describe('balance and account id', () => {
  it('shows the balance with 2 decimals', () => {
    expect(formatBalance(12)).toBe('12.00');
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: any balance with more decimals; not π
    expect(formatBalance(3.14159)).toBe('3.14');
  });

  it('names the organization when there is one, else the subscription', () => {
    expect(accountId({ organizationId: 42 }, 'u1')).toEqual({ label: 'Organization ID', value: '42' });
    expect(accountId({ organizationId: null }, 'u1')).toEqual({ label: 'Subscription ID', value: 'u1' });
    expect(accountId(null, 'u1').label).toBe('Subscription ID');
  });
});
