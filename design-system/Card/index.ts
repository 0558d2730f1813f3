export { Card, CardGrid } from './Card';
export type { CardProps, CardGridProps } from './Card';
export type { CardPadding } from './Card.styles';
