import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { contentLocale, dirOf } from '@occ/shared';
import { ANTD_THEME } from '~/theme';
import { usePrefersReducedMotion } from '~/lib/motion';
import { useRootData } from '~/root';

/**
 * Ant Design's providers (theme in zero-runtime mode, locale, direction, and `App` for message,
 * modal and notification). Mounted by the routes that use antd (`routes/antd-scope.tsx`) and by
 * lazily loaded parts of antd-free pages, never by the site's shell: the header, the footer and
 * the light public pages load no antd at all (issue 14, first-route JavaScript).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const root = useRootData();
  const locale = root?.locale ?? 'zh-CN';
  const zh = contentLocale(locale) === 'zh-CN';
  // readers who ask their system for less motion get dialogs, menus and drawers without animation
  // (antd's motion token switches rc-motion off; the static sheet is unaffected)
  const reduceMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={zh ? zhCN : enUS}
      direction={dirOf(locale)}
      theme={{
        ...ANTD_THEME,
        token: { ...ANTD_THEME.token, motion: !reduceMotion },
        zeroRuntime: !root?.runtimeStyles,
      }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
