import type { ReactNode } from 'react';
import './empty-state.css';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bn-empty">
      <p className="bn-empty__title">{title}</p>
      {children && <div className="bn-empty__body">{children}</div>}
    </div>
  );
}
