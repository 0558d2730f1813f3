import { useContext, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useFocusRing } from 'react-aria';
import { TabListStateContext } from 'react-aria-components';
import { StyledTabPanel } from './Tabs.styles';

/** Elements that take focus with Tab, found by markup alone (no style read). */
const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex="-1"])';

export interface TabPanelProps {
  /** The key of the tab it belongs to. */
  id: string;
  /** The tab list, whose selected tab names the panel and controls it. */
  tabList: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A tab's panel, shown while its tab is selected: named by the tab (the tab's `aria-controls` is its
 * id), and a Tab stop of its own only while it holds nothing focusable, as React Aria's TabPanel.
 * Unlike that one it finds focusable content by markup: React Aria checks each element's visibility,
 * reading the page's style inside the commit that mounts the panel and again on every change to
 * its content, which laid the whole workflow list out inside one long task.
 */
export function TabPanel({ id, tabList, children }: TabPanelProps) {
  const state = useContext(TabListStateContext);
  const ref = useRef<HTMLDivElement>(null);
  const [holdsTabbable, setHoldsTabbable] = useState(false);
  const { focusProps, isFocusVisible } = useFocusRing();
  const isSelected = state?.selectedKey === id;

  useLayoutEffect(() => {
    const panel = ref.current;
    const tab = [...(tabList.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find((t) => t.getAttribute('aria-selected') === 'true');
    const controls = tab?.getAttribute('aria-controls');
    if (!panel || !tab || !controls) return;
    panel.id = controls;
    panel.setAttribute('aria-labelledby', tab.id);
  });

  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return undefined;
    const update = () => setHoldsTabbable(panel.querySelector(TABBABLE) !== null);
    update();
    const observer = new MutationObserver(update);
    observer.observe(panel, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex', 'disabled', 'href', 'contenteditable'] });
    return () => observer.disconnect();
  }, [isSelected]);

  if (!isSelected) return null;
  return (
    <StyledTabPanel ref={ref} role="tabpanel" tabIndex={holdsTabbable ? undefined : 0} data-focus-visible={isFocusVisible || undefined} {...focusProps}>
      {children}
    </StyledTabPanel>
  );
}
