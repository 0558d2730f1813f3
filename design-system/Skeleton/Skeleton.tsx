import styled, { keyframes } from 'styled-components';

export type SkeletonSize = 'text' | 'sm' | 'md' | 'lg';

export interface SkeletonProps {
  size?: SkeletonSize;
  /** Repeats the shape, e.g. for lines of text or table rows. */
  count?: number;
  /** Accessible label announced while content loads. */
  label?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const heights: Record<SkeletonSize, 'space' | 'block'> = { text: 'space', sm: 'block', md: 'block', lg: 'block' };

const Shape = styled.span<{ $size: SkeletonSize }>`
  display: block;
  width: 100%;
  height: ${({ theme, $size }) =>
    heights[$size] === 'space' ? theme.space[4] : { sm: theme.space[10], md: theme.space[16], lg: `calc(${theme.space[16]} * 2.5)` }[$size as 'sm' | 'md' | 'lg']};
  border-radius: ${({ theme, $size }) => ($size === 'text' ? theme.radii.sm : theme.radii.lg)};
  background: linear-gradient(90deg, ${({ theme }) => theme.color.skeleton.base} 25%, ${({ theme }) => theme.color.skeleton.shine} 50%, ${({ theme }) => theme.color.skeleton.base} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Group = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

/** A placeholder shape shown while content loads. */
export function Skeleton({ size = 'text', count = 1, label = 'Loading' }: SkeletonProps) {
  return (
    <Group role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Shape key={i} $size={size} aria-hidden />
      ))}
    </Group>
  );
}
