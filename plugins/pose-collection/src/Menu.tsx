import { useEffect, useRef, useState } from 'react';
import { Button } from '@bench/sdk';

export interface MenuItem {
  label: string;
  disabled?: boolean;
  onSelect(): void;
}

/** A small button menu; closes on a choice, Escape or a click outside. */
export function Menu({ label, items }: { label: string; items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) =>
      (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) && setOpen(false);
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="bn-menu" ref={root}>
      <Button small aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label} ▾
      </Button>
      {open && (
        <div className="bn-menu__list" role="menu" aria-label={label}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className="bn-menu__item"
              disabled={item.disabled}
              onClick={() => (setOpen(false), item.onSelect())}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
