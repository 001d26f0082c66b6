import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from './cn';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 disabled:bg-brand-600/50',
  secondary:
    'bg-surface text-ink ring-1 ring-inset ring-line-strong shadow-sm hover:bg-brand-50 hover:ring-brand-300 active:bg-brand-100 disabled:text-muted',
  ghost: 'text-ink-soft hover:bg-ink/5 active:bg-ink/10 disabled:text-muted',
  danger: 'bg-tone-red text-white shadow-sm hover:bg-danger-hover active:bg-danger-active disabled:bg-tone-red/50',
  link: 'text-brand-700 underline-offset-4 hover:underline disabled:text-muted',
};

/** Mobile: at least 44 px tall (touch target); from 520 px up the compact sizes apply. */
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-11 sm:min-h-8 px-3 text-sm gap-1.5',
  md: 'min-h-11 sm:min-h-10 px-4 text-sm gap-2',
  lg: 'min-h-12 px-5 text-base gap-2',
};

export function buttonClasses({ variant = 'primary', size = 'md' }: StyleProps = {}, className?: string): string {
  return cn(
    // The focus ring is index.css's, the same for every control.
    'inline-flex shrink-0 select-none items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed',
    VARIANTS[variant],
    // A link-styled button is still a target: 24 px tall at least (WCAG 2.5.8), e.g. 'Trocar', 'Esqueci a senha'.
    variant === 'link' ? 'min-h-6 px-0' : SIZES[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  /** Leading icon (lucide element). */
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, loading = false, icon, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size }, className)}
      {...rest}
    >
      {loading ? <Spinner size={16} label="Aguarde" /> : icon}
      {children}
    </button>
  );
});

export interface LinkButtonProps extends LinkProps, StyleProps {
  icon?: ReactNode;
}

/** A router link that looks like a Button. */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, icon, className, children, ...rest },
  ref,
) {
  return (
    <Link ref={ref} className={buttonClasses({ variant, size }, className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
});
