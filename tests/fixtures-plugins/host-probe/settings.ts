import type { AnySettingContribution } from '@bench/sdk/model';

/** One setting kept on the server: the host must give it to this plugin alone (tests/api/plugin-server-host.test.ts). */
export const settings: AnySettingContribution[] = [
  {
    id: 'hostProbeLabel',
    env: 'BENCH_HOST_PROBE_LABEL',
    default: 'probe',
    parse: (raw: string) => raw,
    description: 'a test plugin’s own setting',
    public: false,
  },
];
