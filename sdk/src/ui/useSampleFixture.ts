import { useEffect, useState } from 'react';
import { useService } from '../hooks.tsx';
import { Api } from '../tokens.ts';

export type FixturesState =
  | { status: 'loading' }
  | { status: 'ready'; texts: string[] }
  | { status: 'error'; message: string };

/** Public fixture files for a '/__samples' page, from the dev-only GET /api/samples/fixtures/{name}. */
export function useSampleFixtures(names: readonly string[]): FixturesState {
  const api = useService(Api);
  const [state, setState] = useState<FixturesState>({ status: 'loading' });
  const key = names.join('\n');
  useEffect(() => {
    let live = true;
    const fetchOne = (name: string) =>
      api.get<{ text: string }>(`/api/samples/fixtures/${encodeURIComponent(name)}`).then(
        ({ text }) => text,
        (error: Error) => Promise.reject(new Error(`Fixture ${name} is not available here: ${error.message}`)),
      );
    Promise.all(key.split('\n').map(fetchOne)).then(
      (texts) => live && setState({ status: 'ready', texts }),
      (error: Error) => live && setState({ status: 'error', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [api, key]);
  return state;
}
