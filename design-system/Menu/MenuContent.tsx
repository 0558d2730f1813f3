import { Fragment, useId, useRef, type RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria';
import { MenuContext, OverlayTriggerStateContext, PopoverContext, Provider, RootMenuTriggerStateContext, type Key } from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately';
import { Icon } from '../Icon';
import type { MenuItemData, MenuPlacement, MenuSectionData } from './Menu';
import {
  MenuItemCheck,
  MenuItemLabel,
  MenuLabel,
  MenuPopover,
  MenuSectionHeader,
  MenuSectionRoot,
  MenuSeparator,
  StyledMenu,
  StyledMenuItem,
} from './Menu.styles';

export interface MenuContentProps {
  /** The trigger's state and the menu's props, from `useMenuTrigger` in Menu.tsx. */
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<object>;
  triggerRef: RefObject<HTMLElement | null>;
  items: MenuItemData[];
  sections: MenuSectionData[];
  label?: string;
  onAction?: (id: string) => void;
  placement: MenuPlacement;
}

function visible(items: readonly MenuItemData[]): MenuItemData[] {
  return items.filter((item) => !item.isHidden);
}

function renderItem(item: MenuItemData, isChoice = false) {
  return (
    <StyledMenuItem
      key={item.id}
      id={item.id}
      textValue={item.label}
      href={item.href}
      isDisabled={item.isDisabled}
      onAction={item.onAction}
      $danger={item.tone === 'danger'}
    >
      {item.icon && <Icon name={item.icon} size="md" />}
      <MenuItemLabel>{item.label}</MenuItemLabel>
      {isChoice && (
        <MenuItemCheck aria-hidden>
          <Icon name="check" size="sm" />
        </MenuItemCheck>
      )}
    </StyledMenuItem>
  );
}

/**
 * The open menu: its popover, items and sections. Loaded on its own (docs/adr/0039): React Aria's
 * popover, collection and selection code come after the page's first render, not before it.
 */
export function MenuContent({ state, menuProps, triggerRef, items, sections, label, onAction, placement }: MenuContentProps) {
  const topItems = visible(items);
  const groups = sections.map((section) => ({ ...section, items: visible(section.items) })).filter((section) => section.items.length > 0);
  const labelId = useId();
  const handleAction = onAction ? (key: Key) => onAction(String(key)) : undefined;
  const scrollRef = useRef<HTMLDivElement>(null);

  // The contexts React Aria Components' MenuTrigger provides to its popover and menu.
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [PopoverContext, { trigger: 'MenuTrigger', triggerRef, scrollRef, placement: 'bottom start', 'aria-labelledby': menuProps['aria-labelledby'] }],
      ]}
    >
    <MenuPopover placement={placement} offset={4} data-vf-overlay="">
      {label && <MenuLabel id={labelId}>{label}</MenuLabel>}
      <StyledMenu aria-labelledby={label ? labelId : undefined} onAction={handleAction}>
        {topItems.map((item) => renderItem(item))}
        {groups.map((section, index) => (
          <Fragment key={section.id}>
            {(index > 0 || topItems.length > 0) && <MenuSeparator />}
            <MenuSectionRoot
              id={section.id}
              {...(section.selectedId !== undefined && {
                selectionMode: 'single' as const,
                selectedKeys: [section.selectedId],
                disallowEmptySelection: true,
              })}
            >
              {section.title && <MenuSectionHeader>{section.title}</MenuSectionHeader>}
              {section.items.map((item) => renderItem(item, section.selectedId !== undefined))}
            </MenuSectionRoot>
          </Fragment>
        ))}
      </StyledMenu>
    </MenuPopover>
    </Provider>
  );
}
