import { Fragment, useId, type ReactElement } from 'react';
import { MenuTrigger, type Key, type PopoverProps } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
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

export interface MenuItemData {
  id: string;
  label: string;
  icon?: IconName;
  /** Makes the item a link; navigation goes through the app's RouterProvider. */
  href?: string;
  /** Rendered, announced as unavailable and skipped by the arrow keys. */
  isDisabled?: boolean;
  /** Not rendered at all, e.g. when the user lacks the permission. */
  isHidden?: boolean;
  tone?: 'danger';
  onAction?: () => void;
}

export interface MenuSectionData {
  id: string;
  /** Visible heading of the section; sections without one are set apart by a separator only. */
  title?: string;
  items: MenuItemData[];
  /** Makes the section a choice of one (radio items): the id of the chosen item, which shows a check. */
  selectedId?: string;
}

export type MenuPlacement = NonNullable<PopoverProps['placement']>;

export interface MenuProps {
  /** The element that opens the menu: a Button or IconButton. */
  trigger: ReactElement;
  items?: MenuItemData[];
  /** Groups shown after `items`, each set apart by a separator. */
  sections?: MenuSectionData[];
  /** Accessible name of the menu when the trigger's name does not describe it well. */
  label?: string;
  /** Called with the id of the chosen item (after the item's own `onAction`). */
  onAction?: (id: string) => void;
  placement?: MenuPlacement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
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

export function Menu({ trigger, items = [], sections = [], label, onAction, placement = 'bottom start', isOpen, defaultOpen, onOpenChange }: MenuProps) {
  const topItems = visible(items);
  const groups = sections.map((section) => ({ ...section, items: visible(section.items) })).filter((section) => section.items.length > 0);
  const labelId = useId();
  const handleAction = onAction ? (key: Key) => onAction(String(key)) : undefined;

  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
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
    </MenuTrigger>
  );
}
