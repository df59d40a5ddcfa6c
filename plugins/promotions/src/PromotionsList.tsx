import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  EmptyState,
  Link,
  useDocumentTitle,
  MESSAGES,
  Notify,
  Spinner,
  useConfirm,
  useItemStore,
  useService,
  useUser,
  type Promotion,
} from '@bench/sdk';
import { FIRST_LIMIT, mayHaveMore, nextLimit, promotionsQuery } from './model.ts';
import { PromotionCard } from './PromotionCard.tsx';
import './promotions.css';

/** What's new: promotions, newest first, 10 at first then twice the number loaded per 'Load more'. */
export default function PromotionsList() {
  useDocumentTitle("What's new");
  const { isPromotionEditor } = useUser();
  const { store } = useItemStore<Promotion>('promotions');
  const notify = useService(Notify);
  const [confirmDialog, confirm] = useConfirm();
  const [limit, setLimit] = useState<number>(FIRST_LIMIT);
  const [promotions, setPromotions] = useState<Promotion[] | null>(null);

  const load = useCallback(async () => {
    try {
      setPromotions((await store.query(promotionsQuery(isPromotionEditor, limit))).models);
    } catch (error) {
      console.error(MESSAGES.promotions.query, error);
      notify.error(MESSAGES.promotions.query);
      setPromotions((previous) => previous ?? []);
    }
  }, [store, notify, isPromotionEditor, limit]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (promotion: Promotion) => {
    if (!(await confirm(MESSAGES.deletePromotionConfirm, { danger: true, confirmLabel: 'Delete' }))) return;
    try {
      await store.delete(promotion._id);
    } catch (error) {
      console.error(MESSAGES.promotions.delete, error);
      notify.error(MESSAGES.promotions.delete);
    }
    await load();
  };

  return (
    <section className="bn-screen bn-screen--scroll">
      <header className="bn-screen__header">
        <h1>What's new</h1>
        {isPromotionEditor && (
          <Link href="/whatsnew/create" className="bn-button bn-button--primary">
            Create promotion
          </Link>
        )}
      </header>
      {promotions === null && <Spinner />}
      {promotions?.length === 0 && <EmptyState title="No news yet" />}
      <div className="bn-cards">
        {promotions?.map((promotion) => (
          <PromotionCard
            key={promotion._id}
            promotion={promotion}
            editable={isPromotionEditor}
            onDelete={() => void remove(promotion)}
          />
        ))}
      </div>
      {promotions && mayHaveMore(promotions.length, limit) && (
        <Button onClick={() => setLimit(nextLimit(promotions.length))}>Load more</Button>
      )}
      {confirmDialog}
    </section>
  );
}
