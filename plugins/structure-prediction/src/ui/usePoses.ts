import { useEffect, useState } from 'react';
import { Stores, useService, type BaseItem } from '@bench/sdk';

export type NamedPose = BaseItem & { name: string };

/** The poses of these ids (for their names), in the order found. */
export function usePoses(ids: readonly string[]): NamedPose[] {
  const stores = useService(Stores);
  const key = ids.join(',');
  const [poses, setPoses] = useState<NamedPose[]>([]);
  useEffect(() => {
    let current = true;
    const wanted = key ? key.split(',') : [];
    stores.of<NamedPose>('poses').getMany(wanted).then((found) => current && setPoses(found), () => current && setPoses([]));
    return () => {
      current = false;
    };
  }, [stores, key]);
  return poses;
}
