import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './Dialog.tsx';

interface Pending {
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  resolve(ok: boolean): void;
}

/**
 * `const [confirmDialog, confirm] = useConfirm()`; render `confirmDialog`, then
 * `if (await confirm(MESSAGES.trashConfirm)) …`.
 */
export function useConfirm(): [
  ReactNode,
  (message: string, options?: { confirmLabel?: string; danger?: boolean }) => Promise<boolean>,
] {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(
    (message: string, options: { confirmLabel?: string; danger?: boolean } = {}) =>
      new Promise<boolean>((resolve) => setPending({ message, ...options, resolve })),
    [],
  );
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const dialog = pending && (
    <ConfirmDialog
      message={pending.message}
      confirmLabel={pending.confirmLabel}
      danger={pending.danger}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return [dialog, ask];
}
