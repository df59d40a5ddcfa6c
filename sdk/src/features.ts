import type { UserFlags } from './entities.ts';

/**
 * A feature gate or label (spec 3 §6). The platform declares its own below; a plugin declares the
 * features its contributions and models name, in its `./model` entry's `features` list, which its
 * definition also contributes, so the browser and the server read one table.
 */
export interface FeatureDeclaration {
  /** the feature name contributions and models refer to, e.g. 'project_clone' */
  id: string;
  /** the user flag that opens it (named by the plugin that declares the feature); without one the feature is open to everybody */
  flag?: string;
  badge?: 'beta' | 'new';
}

export type FeatureInfo = Omit<FeatureDeclaration, 'id'>;

/** The features of the platform itself (the shell), not of any plugin. */
export const PLATFORM_FEATURES: readonly FeatureDeclaration[] = [
  { id: 'project_clone', flag: 'canCloneProject', badge: 'beta' },
  { id: 'testing_tools', flag: 'canUseTestingTools' },
];

export const FEATURE_NOT_RECOGNIZED = 'featureName not recognized';

/** The declared features by name; an unknown name throws 'featureName not recognized'. */
export class FeatureTable {
  private readonly byId: ReadonlyMap<string, FeatureInfo>;

  constructor(declarations: readonly FeatureDeclaration[]) {
    this.byId = new Map(
      declarations.map(({ id, flag, badge }) => [id, { ...(flag ? { flag } : {}), ...(badge ? { badge } : {}) }]),
    );
  }

  has(name: string): boolean {
    return this.byId.has(name);
  }

  info(name: string): FeatureInfo {
    const info = this.byId.get(name);
    if (!info) throw new Error(`${FEATURE_NOT_RECOGNIZED}: ${name}`);
    return info;
  }

  isEnabled(name: string, flags: UserFlags): boolean {
    const { flag } = this.info(name);
    return flag ? flags[flag] === true : true;
  }

  /** Every flag a declared feature is gated by: the flags a user can hold here. */
  flagNames(): string[] {
    return [...new Set([...this.byId.values()].flatMap(({ flag }) => (flag ? [flag] : [])))];
  }
}
