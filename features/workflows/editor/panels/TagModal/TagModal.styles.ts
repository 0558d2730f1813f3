import styled from 'styled-components';

export type TagSwatchColor = 'gray' | 'orange' | 'green' | 'red';

export const TagModalFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

export const TagSwatch = styled.span<{ $color: TagSwatchColor }>`
  display: inline-block;
  width: ${({ theme }) => theme.sizes.iconLg};
  height: ${({ theme }) => theme.sizes.iconLg};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $color }) => theme.color.tag[`${$color}Bg`]};
  border: 2px solid ${({ theme, $color }) => theme.color.tag[$color]};
`;
