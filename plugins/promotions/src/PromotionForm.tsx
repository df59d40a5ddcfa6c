import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  EmptyState,
  Link,
  useDocumentTitle,
  useNavigate,
  MESSAGES,
  Notify,
  Spinner,
  useItemStore,
  useService,
  useUser,
  type Promotion,
} from '@bench/sdk';
import { renderMarkdown } from './markdown.ts';
import { promotionFormTitle, toDraft, toPromotionBody, type PromotionDraft } from './model.ts';
import './promotions.css';

/** Create promotion ('whatsnew/create') and Edit promotion ('whatsnew/{id}/edit'): one form. */
export default function PromotionForm({ params }: { params: Record<string, string> }) {
  const id = params.id;
  const title = promotionFormTitle(id);
  useDocumentTitle(title);
  const { isPromotionEditor } = useUser();
  const { store } = useItemStore<Promotion>('promotions');
  const notify = useService(Notify);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PromotionDraft | null>(id ? null : toDraft(null));
  const [saving, setSaving] = useState(false);
  const body = draft && toPromotionBody(draft);
  const preview = useMemo(() => renderMarkdown(draft?.content ?? ''), [draft?.content]);

  useEffect(() => {
    if (!id) return;
    store
      .get(id)
      .then((promotion) => setDraft(toDraft(promotion)))
      .catch((error: unknown) => {
        console.error(MESSAGES.promotions.fetch, error);
        notify.error(MESSAGES.promotions.fetch);
      });
  }, [id, store, notify]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    setSaving(true);
    try {
      if (id) await store.update(id, body);
      else await store.create(body);
      notify.success(id ? MESSAGES.promotions.edited : MESSAGES.promotions.created);
      navigate('/whatsnew');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };

  if (!isPromotionEditor) return <EmptyState title="Only promotion editors can change promotions" />;
  if (!draft) return <Spinner />;
  const change = (patch: Partial<PromotionDraft>) => setDraft({ ...draft, ...patch });
  return (
    <section className="bn-screen bn-screen--scroll">
      <header className="bn-screen__header">
        <h1>{title}</h1>
      </header>
      <form className="bn-form bn-promotion-form" onSubmit={submit}>
        <label className="bn-field">
          <span className="bn-field__label">Content (Markdown)</span>
          <textarea
            className="bn-input bn-textarea"
            rows={12}
            value={draft.content}
            onChange={(e) => change({ content: e.target.value })}
          />
        </label>
        <label className="bn-field">
          <span className="bn-field__label">Published</span>
          <input
            className="bn-input"
            type="datetime-local"
            value={draft.published}
            onChange={(e) => change({ published: e.target.value })}
          />
        </label>
        <Checkbox
          label="Visible to all users"
          checked={draft.is_visible ?? false}
          onChange={(checked) => change({ is_visible: checked })}
        />
        <div className="bn-toolbar">
          <Button type="submit" variant="primary" disabled={!body || saving}>
            {id ? 'Save' : 'Create'}
          </Button>
          <Link href="/whatsnew" className="bn-button bn-button--secondary">
            Cancel
          </Link>
        </div>
      </form>
      <h2 className="bn-subheading">Preview</h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes every HTML tag in the promotion (markdown.ts) */}
      <div className="bn-card bn-markdown" dangerouslySetInnerHTML={{ __html: preview }} />
    </section>
  );
}
