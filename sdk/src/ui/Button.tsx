import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  small?: boolean;
}

/** The one button of the workbench; `type="button"` unless told otherwise. */
export function Button({ variant = 'secondary', small, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['bn-button', `bn-button--${variant}`, small && 'bn-button--small', className].filter(Boolean);
  return <button type={type} className={classes.join(' ')} {...rest} />;
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** accessible name, also the tooltip */
  label: string;
  icon: ReactNode;
}

/** A square button showing only an icon; `label` names it for screen readers and tooltips. */
export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={['bn-icon-button', className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon}
    </button>
  );
}
