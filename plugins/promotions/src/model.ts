/** Promotion rules (spec 3 §4, §5, §7). Pure: no React, no network. */
import { LIMITS, type Promotion, type QueryRequest } from '@bench/sdk/model';

export const FIRST_LIMIT = LIMITS.promotionsFirstLoad;

/** After a load, more may exist only when the page came back full. */
export function mayHaveMore(loaded: number, limit: number): boolean {
  return loaded >= limit;
}

/** 'Load more' asks for twice the number loaded. */
export function nextLimit(loaded: number): number {
  return Math.max(FIRST_LIMIT, loaded * 2);
}

/** Editors see every promotion; others only visible ones; newest first. */
export function promotionsQuery(isEditor: boolean, limit: number): QueryRequest {
  return {
    ...(isEditor ? {} : { query: { is_visible: true } }),
    sort: { created_timestamp: -1 },
    per_page: limit,
  };
}

export interface PromotionDraft {
  content: string;
  is_visible?: boolean;
  /** value of a datetime-local input, '' for none */
  published: string;
}

export type PromotionBody = Pick<Promotion, 'content' | 'is_visible' | 'published_timestamp'>;

/** Content is trimmed and must be non-empty; is_visible defaults to false (spec 3 §5). */
export function toPromotionBody(draft: PromotionDraft): PromotionBody | null {
  const content = draft.content.trim();
  if (!content) return null;
  return { content, is_visible: draft.is_visible ?? false, published_timestamp: fromLocalInput(draft.published) };
}

export function toDraft(
  promotion: Pick<Promotion, 'content' | 'is_visible' | 'published_timestamp'> | null,
  now: Date = new Date(),
): PromotionDraft {
  if (!promotion) return { content: '', is_visible: false, published: toLocalInput(now.toISOString()) };
  return {
    content: promotion.content,
    is_visible: promotion.is_visible,
    published: toLocalInput(promotion.published_timestamp),
  };
}

/** ISO timestamp → 'YYYY-MM-DDTHH:mm' in local time, for a datetime-local input. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function promotionFormTitle(id: string | undefined): string {
  return id ? 'Edit promotion' : 'Create promotion';
}
