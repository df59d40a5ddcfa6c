import { useEffect, useState } from 'react';
import {
  Button,
  Credits,
  Notify,
  downloadBlob,
  useDocumentTitle,
  useService,
  useUser,
  type BillingOrganization,
} from '@bench/sdk';
import { TRANSACTIONS_FILE, accountId, formatBalance, showBillingPortal, subscriptionDisplayName } from './model.ts';
import './dashboard.css';

/** The user's account: name, organization or subscription id, balance, subscription, billing links. */
export default function Dashboard() {
  useDocumentTitle('Dashboard');
  const user = useUser();
  const credits = useService(Credits);
  const notify = useService(Notify);
  const [org, setOrg] = useState<BillingOrganization | null>(null);

  useEffect(() => {
    let live = true;
    credits
      .organization()
      .then((next) => live && setOrg(next))
      // spec 3 §8: an organization fetch failure is only logged
      .catch((error: unknown) => console.error('Could not fetch the billing organization', error));
    return () => {
      live = false;
    };
  }, [credits]);

  const downloadTransactions = async () => {
    try {
      downloadBlob(await credits.transactionsCsv(), TRANSACTIONS_FILE);
    } catch (error) {
      console.error('Transactions download failed', error);
      notify.error('Could not download the transactions. Please try again.');
    }
  };

  const id = accountId(org, user.id);
  return (
    <section className="bn-screen">
      <header className="bn-screen__header">
        <h1>Dashboard</h1>
      </header>
      <dl className="bn-facts">
        <dt>Name</dt>
        <dd>
          {user.firstName} {user.lastName}
        </dd>
        <dt>{id.label}</dt>
        <dd>
          <code>{id.value}</code>
        </dd>
        <dt>Credit balance</dt>
        <dd className="bn-facts__number">{org ? formatBalance(org.balanceCredits) : '—'}</dd>
        <dt>Subscription</dt>
        <dd>{subscriptionDisplayName(org?.subscriptionType ?? null)}</dd>
      </dl>
      <div className="bn-toolbar">
        <Button onClick={() => void downloadTransactions()}>Download transactions (CSV)</Button>
        {org && showBillingPortal(org) && org.billingPortalURL && (
          <a className="bn-button bn-button--primary" href={org.billingPortalURL} target="_blank" rel="noopener">
            Open billing portal
          </a>
        )}
      </div>
    </section>
  );
}
