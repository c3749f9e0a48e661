import { Menu } from 'antd';
import { createElement } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useAppAbility } from '@/app/abilityContext';
import { visibleMenu } from './menu';
import { selectedMenuKey } from './selectedMenuKey';

export function AdminMenu() {
  const ability = useAppAbility();
  const { pathname } = useLocation();
  const entries = visibleMenu(ability);
  const selected = selectedMenuKey(entries, pathname);

  return (
    <nav data-testid="admin-menu" aria-label="Back office">
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={entries.map((entry) => ({
          key: entry.key,
          icon: createElement(entry.icon),
          label: (
            <NavLink to={entry.path} end={entry.path === '/admin'}>
              {entry.label}
            </NavLink>
          ),
        }))}
      />
    </nav>
  );
}
