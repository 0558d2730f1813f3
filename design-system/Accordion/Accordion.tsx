import type { ReactNode } from 'react';
import type { DisclosureGroupProps, Key } from 'react-aria-components';
import { Icon } from '../Icon';
import {
  AccordionChevron,
  AccordionHeading,
  AccordionPanel,
  AccordionTitle,
  AccordionTrigger,
  StyledAccordion,
  StyledAccordionItem,
} from './Accordion.styles';

export interface AccordionProps {
  /** `AccordionItem`s. */
  children: ReactNode;
  /** Lets more than one item be open at a time. */
  allowsMultipleExpanded?: boolean;
  expandedKeys?: Iterable<Key>;
  defaultExpandedKeys?: Iterable<Key>;
  onExpandedChange?: DisclosureGroupProps['onExpandedChange'];
  isDisabled?: boolean;
}

/** A stack of collapsible sections (react-aria DisclosureGroup): Enter or Space on a heading opens or closes it. */
export function Accordion({ children, ...rest }: AccordionProps) {
  return <StyledAccordion {...rest}>{children}</StyledAccordion>;
}

export interface AccordionItemProps {
  /** Matches the keys in the accordion's `expandedKeys`. */
  id: Key;
  title: ReactNode;
  children: ReactNode;
  /** The heading level of the title, by where the accordion sits in the page. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  isDisabled?: boolean;
}

export function AccordionItem({ id, title, children, headingLevel = 3, isDisabled }: AccordionItemProps) {
  return (
    <StyledAccordionItem id={id} isDisabled={isDisabled}>
      <AccordionHeading level={headingLevel}>
        <AccordionTrigger slot="trigger">
          <AccordionTitle>{title}</AccordionTitle>
          <AccordionChevron className="vf-accordion-chevron">
            <Icon name="chevronDown" size="md" />
          </AccordionChevron>
        </AccordionTrigger>
      </AccordionHeading>
      <AccordionPanel>
        <div className="vf-accordion-panel-body">{children}</div>
      </AccordionPanel>
    </StyledAccordionItem>
  );
}
