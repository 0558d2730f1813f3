import { Icon, Menu, Button } from '~/design-system';
import { useLocation } from 'react-router-dom';
import type { NavItem, QuickCreateEntry } from '../../model/navigation';
import { activeNavId } from '../../model/navigation';
import { Brand, BrandMark, Footer, NavLink, NavList, SidebarRoot, Spacer } from './Sidebar.styles';

export interface SidebarProps {
  items: readonly NavItem[];
  bottomItems: readonly NavItem[];
  quickCreate: readonly QuickCreateEntry[];
}

function NavItems({ items, activeId }: { items: readonly NavItem[]; activeId: string | undefined }) {
  return (
    <NavList>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink
            href={item.href}
            aria-current={item.id === activeId ? 'page' : undefined}
            {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <Icon name={item.icon} size="md" />
            {item.title}
          </NavLink>
        </li>
      ))}
    </NavList>
  );
}

/** The console's side navigation (document 1 section 2.2): only the items the caller passes are shown. */
export function Sidebar({ items, bottomItems, quickCreate }: SidebarProps) {
  const { pathname } = useLocation();
  const activeId = activeNavId(pathname, [...items, ...bottomItems]);
  return (
    <SidebarRoot aria-label="Main">
      <Brand>
        <BrandMark>
          <Icon name="workflow" size="sm" />
        </BrandMark>
        Veriflow
      </Brand>
      {quickCreate.length > 0 && (
        <Menu
          label="Create"
          trigger={
            <Button variant="primary" size="md" fullWidth iconStart={<Icon name="plus" size="sm" />}>
              Create
            </Button>
          }
          items={quickCreate.map((entry) => ({ id: entry.id, label: entry.title, href: entry.href }))}
        />
      )}
      <NavItems items={items} activeId={activeId} />
      <Spacer />
      <NavItems items={bottomItems} activeId={activeId} />
      <Footer>© 2021 Veriflow</Footer>
    </SidebarRoot>
  );
}
