import { useRef, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { isSelectableTab, resolveTabKey } from './resolveTabKey';
import { TabPanel } from './TabPanel';
import { ComingSoonBadge, StyledTab, StyledTabList, TabsRoot } from './Tabs.styles';

export interface TabItem {
  id: string;
  label: string;
  isDisabled?: boolean;
  /** Not rendered at all. */
  isHidden?: boolean;
  /** Disabled and marked with the `comingSoonLabel` badge. */
  comingSoon?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab; an id that is hidden, disabled or unknown selects the first available tab. */
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  comingSoonLabel?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Renders the panel of each tab. */
  renderPanel?: (item: TabItem) => ReactNode;
  /** Content of the selected tab's panel when `renderPanel` is absent, e.g. the routed page. */
  children?: ReactNode;
}

export function Tabs({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  comingSoonLabel = 'Coming soon',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  renderPanel,
  children,
}: TabsProps) {
  const shown = items.filter((item) => !item.isHidden);
  const controlled = selectedKey === undefined ? {} : { selectedKey: resolveTabKey(selectedKey, items) ?? selectedKey };
  const handleChange = onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined;
  const tabList = useRef<HTMLDivElement>(null);

  return (
    <TabsRoot {...controlled} defaultSelectedKey={resolveTabKey(defaultSelectedKey, items)} onSelectionChange={handleChange}>
      <StyledTabList ref={tabList} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
        {shown.map((item) => (
          <StyledTab key={item.id} id={item.id} isDisabled={!isSelectableTab(item)}>
            {item.label}
            {item.comingSoon && <ComingSoonBadge>{comingSoonLabel}</ComingSoonBadge>}
          </StyledTab>
        ))}
      </StyledTabList>
      {shown.map((item) => (
        <TabPanel key={item.id} id={item.id} tabList={tabList}>
          {renderPanel ? renderPanel(item) : children}
        </TabPanel>
      ))}
    </TabsRoot>
  );
}
