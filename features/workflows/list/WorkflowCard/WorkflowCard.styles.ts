import styled from 'styled-components';

/** The grid cell: holds the card and lets its name link cover the whole card. */
export const WorkflowCardItem = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.xl};
  transition:
    box-shadow ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard},
    transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};

  & > * {
    flex: 1;
  }

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:has(a:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The name, a link whose box is stretched over the card so that a click anywhere opens it. */
export const WorkflowCardLink = styled.a`
  color: inherit;
  text-decoration: none;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:hover {
    color: ${({ theme }) => theme.color.fg.link};
  }
`;

export const WorkflowCardTitleText = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

/** Controls above the stretched link. */
export const WorkflowCardRaised = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.raised};
`;

/** The menu button shows on hover and keyboard focus; it stays in the tab order. */
export const WorkflowCardMenuSlot = styled(WorkflowCardRaised)`
  opacity: 0;
  transition: opacity ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};

  ${WorkflowCardItem}:hover &,
  ${WorkflowCardItem}:focus-within &,
  &[data-open] {
    opacity: 1;
  }

  @media (hover: none) {
    opacity: 1;
  }
`;

export const WorkflowCardMeta = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const WorkflowCardId = styled(WorkflowCardRaised)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  align-self: flex-start;
  max-width: 100%;
`;

export const WorkflowCardIdText = styled.code`
  overflow: hidden;
  font-family: ${({ theme }) => theme.fontFamily.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const WorkflowCardEdited = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.fg.subtle};
`;
