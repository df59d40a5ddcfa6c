import { FLAG_NAMES, type UserFlags, type Auth, type FeatureTable, type Features } from '@bench/sdk';

const NO_FLAGS = Object.fromEntries(FLAG_NAMES.map((flag) => [flag, false])) as unknown as UserFlags;

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
