import { useEffect, useState } from 'react';
import { Api, useService } from '@bench/sdk';
import { longestPose } from './poseLengths.ts';

/** Residue count of the session's longest structure; 0 when it has none or they cannot be read. */
export function useLongestStructure(sessionId: string): number {
  const api = useService(Api);
  const [longest, setLongest] = useState(0);
  useEffect(() => {
    let live = true;
    longestPose(api, sessionId)
      .then((length) => live && setLongest(length))
      .catch((error: unknown) => console.error('Could not read the structures of the session', error));
    return () => {
      live = false;
    };
  }, [api, sessionId]);
  return longest;
}
