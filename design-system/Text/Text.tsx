import type { HTMLAttributes, ReactNode } from 'react';
import { TextRoot, type TextTone, type TextVariant, type TextWeight } from './Text.styles';

export type TextElement = 'span' | 'p' | 'div' | 'label' | 'code' | 'strong' | 'em' | 'small' | 'dt' | 'dd' | 'li' | 'figcaption';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  children: ReactNode;
  variant?: TextVariant;
  tone?: TextTone;
  /** Overrides the variant's own weight. */
  weight?: TextWeight;
  /** Keeps the text on one line and ends it with an ellipsis when it does not fit. */
  truncate?: boolean;
  /** The element to render; `span` by default, `code` for the code variant. */
  as?: TextElement;
  /** Only used when rendered as a `label`. */
  htmlFor?: string;
}

export function Text({ children, variant = 'body', tone = 'default', weight, truncate = false, as, ...rest }: TextProps) {
  const element = as ?? (variant === 'code' ? 'code' : 'span');
  return (
    <TextRoot {...rest} as={element} $variant={variant} $tone={tone} $weight={weight} $truncate={truncate}>
      {children}
    </TextRoot>
  );
}
