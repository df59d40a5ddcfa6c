import { useEffect, useState } from 'react';
import { Api, CountBadge, useService } from '@bench/sdk';

/** The console's count of new promotions (spec 3 §2). */
export default function NewPromotionsCount() {
  const api = useService(Api);
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .get<{ count: number }>('/api/promotions/get/new/count')
      .then((reply) => live && setCount(reply.count))
      .catch((error: unknown) => console.error('Could not count new promotions', error));
    return () => {
      live = false;
    };
  }, [api]);
  return <CountBadge count={count} label="new promotions" />;
}
