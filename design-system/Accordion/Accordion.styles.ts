import styled from 'styled-components';
import { Button as AriaButton, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';

export const StyledAccordion = styled(DisclosureGroup)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const StyledAccordionItem = styled(Disclosure)`
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};

  &:last-child {
    border-bottom: none;
  }

  &[data-expanded] .vf-accordion-chevron {
    transform: rotate(180deg);
  }
`;

export const AccordionHeading = styled(Heading)`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

export const AccordionTrigger = styled(AriaButton)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlHeightLg};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.fontFamily.sans};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  text-align: left;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[data-focus-visible] {
    position: relative;
    z-index: 1;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.color.fg.disabled};
    cursor: not-allowed;
  }
`;

export const AccordionTitle = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const AccordionChevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.fg.subtle};
  transition: transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const AccordionPanel = styled(DisclosurePanel)`
  & > .vf-accordion-panel-body {
    padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.normal};
  }
`;
