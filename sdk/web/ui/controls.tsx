/**
 * Plain input and button carrying primereact's theme classes: the sign-in page and the other public pages look
 * like the rest of the console without loading primereact's runtime (they must stay small; see esbuild.config.mjs).
 */
import { forwardRef, type ButtonHTMLAttributes, type InputHTMLAttributes } from 'react';

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function TextInput({ className, ...rest }, ref) {
  return <input ref={ref} {...rest} className={`p-inputtext p-component${rest['aria-invalid'] ? ' p-invalid' : ''}${className ? ` ${className}` : ''}`} />;
});

export interface ActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  icon?: string;
  loading?: boolean;
  variant?: 'primary' | 'outlined' | 'link';
}

export function ActionButton({ label, icon, loading, variant = 'primary', className, type = 'button', ...rest }: ActionButtonProps) {
  const kind = variant === 'outlined' ? ' p-button-outlined' : variant === 'link' ? ' p-button-link' : '';
  return (
    <button type={type} {...rest} className={`p-button p-component${kind}${rest.disabled ? ' p-disabled' : ''}${className ? ` ${className}` : ''}`}>
      {(loading || icon) && <span className={`p-button-icon p-button-icon-left ${loading ? 'pi pi-spin pi-spinner' : icon}`} aria-hidden="true" />}
      <span className="p-button-label">{label}</span>
    </button>
  );
}
