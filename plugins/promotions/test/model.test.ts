import { describe, expect, it } from 'vitest';
import {
  FIRST_LIMIT,
  mayHaveMore,
  nextLimit,
  promotionFormTitle,
  promotionsQuery,
  toDraft,
  toPromotionBody,
} from '../src/model.ts';
import { renderMarkdown } from '../src/markdown.ts';

describe('promotion paging (spec 3 §4)', () => {
  it('loads 10 first, then twice the number loaded while pages come back full', () => {
    expect(FIRST_LIMIT).toBe(10);
    expect(mayHaveMore(10, 10)).toBe(true);
    expect(nextLimit(10)).toBe(20);
    expect(nextLimit(20)).toBe(40);
    expect(mayHaveMore(33, 40)).toBe(false);
  });

  it('queries only visible promotions for non-editors, newest first', () => {
    expect(promotionsQuery(false, 10)).toEqual({
      query: { is_visible: true },
      sort: { created_timestamp: -1 },
      per_page: 10,
    });
    expect(promotionsQuery(true, 20)).toEqual({ sort: { created_timestamp: -1 }, per_page: 20 });
  });
});

describe('promotion form (spec 3 §5)', () => {
  it('trims content, refuses empty content and defaults is_visible to false', () => {
    expect(toPromotionBody({ content: '   ', published: '' })).toBeNull();
    expect(toPromotionBody({ content: '  **New** tool \n', published: '' })).toEqual({
      content: '**New** tool',
      is_visible: false,
      published_timestamp: null,
    });
  });

  it('round-trips the published time through the local input', () => {
    const iso = '2025-03-12T14:05:00.000Z';
    const draft = toDraft({ content: 'x', is_visible: true, published_timestamp: iso });
    expect(toPromotionBody(draft)?.published_timestamp).toBe(iso);
    expect(toDraft(null).is_visible).toBe(false);
  });

  it('titles the page Create promotion or Edit promotion', () => {
    expect(promotionFormTitle(undefined)).toBe('Create promotion');
    expect(promotionFormTitle('abc')).toBe('Edit promotion');
  });
});

describe('promotion markdown', () => {
  it('renders markdown and shows raw HTML as text', () => {
    const html = renderMarkdown('# Hi\n\n<script>alert(1)</script> <b>bold</b>');
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    expect(html).not.toContain('<b>');
  });

  it('drops javascript: links', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).toContain('href="#"');
    expect(renderMarkdown('[x](https://example.org)')).toContain('href="https://example.org"');
  });
});
