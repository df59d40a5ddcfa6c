import { tokenName, type ServiceToken, type ServiceTypes } from '@bench/sdk';

export interface Provided<K extends keyof ServiceTypes = keyof ServiceTypes> {
  token: K;
  impl: Partial<ServiceTypes[K]>;
}

/** A service given to `createTestWorkbench`; a plain object may be partial (missing members throw). */
export function provide<K extends keyof ServiceTypes>(token: K, impl: Partial<ServiceTypes[K]>): Provided<K> {
  return { token, impl };
}

/** Probes made by promises, test matchers and dev tools, which must not count as using the service. */
const INSPECTION = new Set<PropertyKey>(['then', 'toJSON', 'asymmetricMatch', '$$typeof', 'nodeType', 'constructor']);

/** A service nobody gave: any use throws `not faked: <Token>`. */
export function strictFake<T extends object>(token: ServiceToken): T {
  const name = tokenName(token);
  return new Proxy({} as T, {
    get(_target, prop) {
      if (typeof prop === 'symbol' || INSPECTION.has(prop)) return undefined;
      throw new Error(`not faked: ${name} (${String(prop)} was used; pass provide(${name}, …) in services)`);
    },
    set() {
      throw new Error(`not faked: ${name}`);
    },
  });
}

/** A partial plain-object fake: given members work, the others throw `not faked: <Token>.<member>`. */
export function withStrictFallback<T extends object>(token: ServiceToken, impl: Partial<T>): T {
  if (Object.getPrototypeOf(impl) !== Object.prototype) return impl as T;
  const name = tokenName(token);
  return new Proxy(impl as T, {
    get(target, prop, receiver) {
      if (prop in target || typeof prop === 'symbol' || INSPECTION.has(prop))
        return Reflect.get(target, prop, receiver);
      throw new Error(`not faked: ${name}.${String(prop)}`);
    },
  });
}
