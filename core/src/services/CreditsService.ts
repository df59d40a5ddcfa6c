import {
  ApiError,
  type Api,
  type AppSettings,
  type CatalogueRow,
  type Credits,
  BILLING_ERRORS,
  type BillingOrganization,
  type Registry,
} from '@bench/sdk';

export interface CreditsDeps {
  api: Pick<Api, 'get' | 'download'>;
  registry: Pick<Registry, 'actions' | 'jobs'>;
  settings: Pick<AppSettings, 'engines'>;
}

export class CreditsService implements Credits {
  constructor(private readonly deps: CreditsDeps) {}

  organization(): Promise<BillingOrganization> {
    return this.deps.api.get<BillingOrganization>('/api/billing_accounts/organization');
  }

  transactionsCsv(): Promise<Blob> {
    return this.deps.api.download('GET', '/api/billing_accounts/transactions');
  }

  /** Rows of the registered actions' and jobs' cost rules; spec rows for unbuilt jobs come from the catalog plugin. */
  catalogue(): CatalogueRow[] {
    return [...this.deps.registry.actions, ...this.deps.registry.jobs].flatMap((action) => {
      const engine = this.deps.settings.engines[action.task];
      return action.cost.catalogue.map((row) => ({
        ...row,
        pluginId: action.pluginId,
        task: action.task,
        ...(engine ? { engine } : {}),
      }));
    });
  }

  billingMessage(error: unknown): string | null {
    if (!(error instanceof ApiError) || error.status !== 422 || !error.code) return null;
    return BILLING_ERRORS[error.code] ?? null;
  }
}
