import styled from 'styled-components';

/**
 * The frame every story renders in: padded and shrink-wrapped for components, full-viewport for
 * pages. Visual tests screenshot this element, so baselines are cropped to the story.
 */
export const StoryFrame = styled.div.attrs({ 'data-vf-story-root': '' })<{ $layout: string }>`
  display: ${({ $layout }) => ($layout === 'fullscreen' ? 'block' : 'inline-block')};
  min-width: ${({ $layout }) => ($layout === 'fullscreen' ? '100%' : '0')};
  min-height: ${({ $layout }) => ($layout === 'fullscreen' ? '100vh' : '0')};
  padding: ${({ $layout, theme }) => ($layout === 'fullscreen' ? '0' : theme.space[4])};
  background: ${({ theme }) => theme.color.bg.canvas};
  color: ${({ theme }) => theme.color.fg.default};
`;
