import { useEffect, useId, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import './dialog.css';

export interface DialogProps {
  title: string;
  children: ReactNode;
  onClose(): void;
  /** buttons shown at the bottom */
  footer?: ReactNode;
  /** room for a form of several columns (760 px instead of 440 px) */
  wide?: boolean;
}

/** A modal dialog; Escape or the backdrop closes it. */
export function Dialog({ title, children, onClose, footer, wide = false }: DialogProps) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop closes the dialog; Escape does it from the keyboard
    <div className="bn-dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className={wide ? 'bn-dialog bn-dialog--wide' : 'bn-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className="bn-dialog__title">
          {title}
        </h2>
        <div className="bn-dialog__body">{children}</div>
        {footer && <div className="bn-dialog__footer">{footer}</div>}
      </div>
    </div>
  );
}

export interface ConfirmDialogProps {
  title?: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  title = 'Please confirm',
  message,
  confirmLabel = 'OK',
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} autoFocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
