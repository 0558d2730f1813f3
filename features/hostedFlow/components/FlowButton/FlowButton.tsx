import type { ButtonHTMLAttributes } from 'react';
import styles from './FlowButton.module.css';

export interface FlowButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

/**
 * The flow's button: primary (the theme's primary colour) or secondary (outlined), with the
 * theme's radius. A native button: the flow keeps react-aria out of its bundle (docs/adr/0026).
 */
export function FlowButton({ variant = 'primary', type = 'button', className, ...props }: FlowButtonProps) {
  return <button {...props} type={type} className={className ? `${styles.button} ${className}` : styles.button} data-variant={variant} />;
}
