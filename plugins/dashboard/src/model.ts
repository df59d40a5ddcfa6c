/** Dashboard rules (spec 3 §5, §6, §9). Pure: no React, no network. */
import { SELF_SERVICE_SUBSCRIPTIONS, SUBSCRIPTION_NAMES, type BillingOrganization } from '@bench/sdk/model';

/** The billing portal link shows only for a positive organization id on Bronze, Silver or Gold. */
export function showBillingPortal(org: Pick<BillingOrganization, 'organizationId' | 'subscriptionType'>): boolean {
  const id = Number(org.organizationId);
  const numeric = org.organizationId !== null && org.organizationId !== '' && Number.isFinite(id);
  return numeric && id > 0 && SELF_SERVICE_SUBSCRIPTIONS.includes(org.subscriptionType ?? '');
}

/** Startup is shown as Pilot, ProL as Plus; unknown types as they come; none as '—'. */
export function subscriptionDisplayName(type: string | null): string {
  if (!type) return '—';
  return SUBSCRIPTION_NAMES[type] ?? type;
}

/** Balance with 2 decimals and '.' as the decimal separator. */
export function formatBalance(credits: number): string {
  return Number.isFinite(credits) ? credits.toFixed(2) : '—';
}

/** An organization id when there is one, otherwise the subscription's id (the user's). */
export function accountId(
  org: Pick<BillingOrganization, 'organizationId'> | null,
  userId: string,
): { label: string; value: string } {
  const id = org?.organizationId;
  if (id !== null && id !== undefined && id !== '' && Number(id) > 0)
    return { label: 'Organization ID', value: String(id) };
  return { label: 'Subscription ID', value: userId };
}

export const TRANSACTIONS_FILE = 'transactions.csv';
