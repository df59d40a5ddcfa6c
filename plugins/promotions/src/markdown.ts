import { Marked } from 'marked';

const SAFE_URL = /^(https?:|mailto:|\/|#)/i;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Markdown for promotions: raw HTML is shown as text, and only http(s), mailto and local links are kept. */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
  walkTokens: (token) => {
    if ((token.type === 'link' || token.type === 'image') && !SAFE_URL.test(token.href)) token.href = '#';
  },
});

export function renderMarkdown(content: string): string {
  return markdown.parse(content, { async: false });
}
