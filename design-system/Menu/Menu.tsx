import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { useMenuTrigger } from 'react-aria';
// React Aria Components' MenuTrigger does the same; it is not used because its module also holds
// the Menu, which would then load with every trigger.
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import type { PopoverProps } from 'react-aria-components';
import { useMenuTriggerState } from 'react-stately';
import type { IconName } from '../Icon';
import { loadOnce } from '../shared/loadOnce';
import { whenIdle } from '../shared/whenIdle';

const loadMenuContent = loadOnce(() => import('./MenuContent'));

/**
 * The open menu (popover, collection, selection and focus code) loads apart from its trigger
 * (docs/adr/0039): asked for once the page is idle after its first render, so that it does not
 * compete with the page's own files and data, and rendered from the menu's first opening on.
 */
const MenuContent = lazy(() => loadMenuContent().then((module) => ({ default: module.MenuContent })));

let prefetchScheduled = false;
/** Asks for the menu's code once the page is idle: once for all the page's menus (a list may have one per row). */
function prefetchMenuContent() {
  if (prefetchScheduled || loadMenuContent.isAsked()) return;
  prefetchScheduled = true;
  whenIdle(() => {
    prefetchScheduled = false;
    void loadMenuContent().catch(() => undefined);
  });
}

/** Whether a menu renders its content: from its first opening on, so that it also closes with its animation. */
function useMenuContentWanted(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  useEffect(prefetchMenuContent, []);
  return opened || isOpen;
}

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

export function Menu({ trigger, items = [], sections = [], label, onAction, placement = 'bottom start', isOpen, defaultOpen, onOpenChange }: MenuProps) {
  const state = useMenuTriggerState({ isOpen, defaultOpen, onOpenChange });
  const triggerRef = useRef<HTMLElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger<object>({ type: 'menu' }, state, triggerRef);
  const contentWanted = useMenuContentWanted(state.isOpen);
  return (
    <>
      <PressResponder {...menuTriggerProps} ref={triggerRef} isPressed={state.isOpen}>
        {trigger}
      </PressResponder>
      {contentWanted && (
        <Suspense fallback={null}>
          <MenuContent state={state} menuProps={menuProps} triggerRef={triggerRef} items={items} sections={sections} label={label} onAction={onAction} placement={placement} />
        </Suspense>
      )}
    </>
  );
}
