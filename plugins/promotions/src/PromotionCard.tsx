import { useMemo } from 'react';
import { Button, Link, formatDateTime, type Promotion } from '@bench/sdk';
import { renderMarkdown } from './markdown.ts';
import './promotions.css';

export interface PromotionCardProps {
  promotion: Promotion;
  editable: boolean;
  onDelete(): void;
}

export function PromotionCard({ promotion, editable, onDelete }: PromotionCardProps) {
  const html = useMemo(() => renderMarkdown(promotion.content), [promotion.content]);
  return (
    <article className="bn-card">
      <header className="bn-card__meta">
        <span>{formatDateTime(promotion.published_timestamp ?? promotion.created_timestamp)}</span>
        {editable && !promotion.is_visible && <span className="bn-tag">Not published</span>}
        {editable && (
          <span className="bn-card__actions">
            <Link href={`/whatsnew/${promotion._id}/edit`} className="bn-button bn-button--small bn-button--secondary">
              Edit
            </Link>
            <Button small variant="danger" onClick={onDelete}>
              Delete
            </Button>
          </span>
        )}
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes every HTML tag in the promotion (markdown.ts) */}
      <div className="bn-markdown" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
