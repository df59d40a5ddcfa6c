import { useEffect, useState } from 'react';
import { Api, Settings, MESSAGES, Spinner, useDocumentTitle, useService } from '@bench/sdk';

/** Support: disabled unless the billing service says otherwise (spec 3 §2). */
export default function SupportScreen() {
  useDocumentTitle('Support');
  const api = useService(Api);
  const { supportUrl } = useService(Settings).values;
  const [enabled, setEnabled] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    api
      .get<{ enabled: boolean }>('/api/billing_accounts/support-enabled')
      .then((reply) => live && setEnabled(Boolean(reply.enabled)))
      .catch((error: unknown) => {
        console.error('Could not ask whether support is enabled', error);
        if (live) setEnabled(false);
      });
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <section className="bn-screen">
      <header className="bn-screen__header">
        <h1>Support</h1>
      </header>
      {enabled === null && <Spinner />}
      {enabled === false && <p className="bn-inline-warning">{MESSAGES.supportDisabled}</p>}
      {enabled && (
        <p>
          Contact the support team through the{' '}
          <a href={supportUrl} target="_blank" rel="noopener">
            support site
          </a>
          .
        </p>
      )}
    </section>
  );
}
