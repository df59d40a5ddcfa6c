import { describe, expect, it } from 'vitest';
import {
  ALL_SERVICE_TOKENS,
  Api,
  Auth,
  Features,
  Live,
  Notify,
  RegistryToken,
  Stores,
  Workspace,
  tokenName,
} from '@bench/sdk';
import { createContainer } from '../src/container.ts';
import { loadPlugins } from '../src/registry.ts';
import { testSettings } from './settings.ts';

const make = (overrides = {}) =>
  createContainer({ settings: testSettings(), registry: loadPlugins([]), overrides, environment: { storage: null } });

describe('createContainer', () => {
  it('resolves every token to one singleton', () => {
    const services = make();
    for (const token of ALL_SERVICE_TOKENS) {
      expect(services.get(token), tokenName(token)).toBeDefined();
      expect(services.get(token)).toBe(services.get(token));
    }
  });

  it('wires services to each other, including the Api ↔ Notify cycle', () => {
    const services = make();
    expect(services.get(Stores).sessionId).toBeNull();
    expect(services.get(Workspace).state.sessionId).toBeNull();
    expect(services.get(Notify).state.banner).toBeNull();
    expect(services.get(Api).clientId).toMatch(/^\d+-\d+-\d+$/);
    expect(services.get(Features).isEnabled('project_clone')).toBe(false);
    expect(services.get(Features).badge('project_clone')).toBe('beta');
  });

  it('gives every container its own services and state', () => {
    const a = make();
    const b = make();
    expect(a.get(Notify)).not.toBe(b.get(Notify));
    a.get(Notify).info('only in a');
    expect(b.get(Notify).state.toasts).toEqual([]);
  });

  it('binds overrides instead of the real services', () => {
    const fakeLive = { state: { connected: false, online: true } };
    const services = make({ [Live]: fakeLive });
    expect(services.get(Live)).toBe(fakeLive);
    expect(services.get(RegistryToken).plugins).toEqual([]);
    expect(services.get(Auth).mode).toBe('local');
  });
});
