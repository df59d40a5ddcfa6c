import { useEffect, useState } from 'react';
import { Stores, useService, type BaseItem } from '@bench/sdk';

export type NamedPose = BaseItem & { name: string };

/** The poses of these ids (for their names, or the fields `T` names), in the order found. */
export function usePoses<T extends NamedPose = NamedPose>(ids: readonly string[]): T[] {
  const stores = useService(Stores);
  const key = ids.join(',');
  const [poses, setPoses] = useState<T[]>([]);
  useEffect(() => {
    let current = true;
    const wanted = key ? key.split(',') : [];
    stores
      .of<T>('poses')
      .getMany(wanted)
      .then(
        (found) => current && setPoses(found),
        () => current && setPoses([]),
      );
    return () => {
      current = false;
    };
  }, [stores, key]);
  return poses;
}
