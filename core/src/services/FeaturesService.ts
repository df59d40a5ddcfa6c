import type { UserFlags, Auth, FeatureTable, Features } from '@bench/sdk';

const NO_FLAGS: UserFlags = { canCloneProject: false, canUseTestingTools: false };

export class FeaturesService implements Features {
  constructor(private readonly deps: { auth: Pick<Auth, 'user'>; features: FeatureTable }) {}

  /** Throws 'featureName not recognized' for a name missing from the gates table. */
  isEnabled(feature: string): boolean {
    return this.deps.features.isEnabled(feature, this.deps.auth.user?.flags ?? NO_FLAGS);
  }

  badge(feature: string): 'beta' | 'new' | undefined {
    return this.deps.features.info(feature).badge;
  }
}
