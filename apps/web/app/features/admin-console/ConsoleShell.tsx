import { Button, Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { STORAGE_KEYS } from '@occ/shared';
import { useStoredFlag } from '~/lib/stored-flag';
import { useConsoleInfo } from './console-info';
import { ConsoleNav } from './ConsoleNav';
import { activeEntry, menuLabel } from './menu';

/**
 * The console frame: the menu from the menu data at the side (on phones, under 768 px, a
 * "Menu" button opening it in a drawer) and the page in the content area.
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const info = useConsoleInfo();
  const { pathname } = useLocation();
  const active = activeEntry(info.menu, pathname);
  const [open, setOpen] = useState(false);
  // spec §3's page-collapsed flag: the side menu stays as the user left it, across visits
  const [collapsed, setCollapsed] = useStoredFlag(STORAGE_KEYS.pageCollapsed);
  return (
    <div className={`page console-layout${collapsed ? ' console-collapsed' : ''}`}>
      <aside className="console-side" aria-label={t('adminConsole.menu')}>
        <Button
          className="console-collapse"
          type="text"
          onClick={() => setCollapsed(!collapsed)}
          aria-expanded={!collapsed}
          aria-controls="console-side-nav"
          title={t(collapsed ? 'adminConsole.expandMenu' : 'adminConsole.collapseMenu')}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className={collapsed ? 'sr-only' : undefined}>
            {t(collapsed ? 'adminConsole.expandMenu' : 'adminConsole.collapseMenu')}
          </span>
        </Button>
        <div id="console-side-nav" hidden={collapsed}>
          <ConsoleNav menu={info.menu} activeKey={active?.key ?? null} />
        </div>
      </aside>
      <div className="side-content console-content">
        <div className="console-mobile-bar">
          <Button onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
            {t('adminConsole.menu')}
            {active ? ` · ${menuLabel(active, i18n.language)}` : ''}
          </Button>
        </div>
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          placement="left"
          title={t('adminConsole.menu')}
          destroyOnHidden
          size={300}
          styles={{ body: { padding: 0 } }}
        >
          <ConsoleNav menu={info.menu} activeKey={active?.key ?? null} onNavigate={() => setOpen(false)} />
        </Drawer>
        {children}
        {/*
          The embedded sub-application mount (spec §1): an external console page embedded by name
          finds this element and renders into it; `data-current-app` carries the key of the menu
          entry being shown ('' on the overview), and changes as the user moves through the menu.
        */}
        <div id="occ-subapp" data-current-app={active?.key ?? ''} />
      </div>
    </div>
  );
}
