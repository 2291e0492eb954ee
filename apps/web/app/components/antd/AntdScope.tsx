import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { contentLocale, dirOf } from '@occ/shared';
import { ANTD_THEME } from '~/theme';
import { usePrefersReducedMotion } from '~/lib/motion';

/**
 * Ant Design's providers (theme in zero-runtime mode, locale, direction, and the box of antd's
 * `App`; message and modal come from `useFeedback`, lib/feedback.tsx). Mounted by the routes that use antd (`routes/antd-scope.tsx`) and by
 * lazily loaded parts of antd-free pages, never by the site's shell: the header, the footer and
 * the light public pages load no antd at all (issue 14, first-route JavaScript).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  // the root's data by id, not through root.tsx: the root loads this module lazily (feedback)
  const root = useRouteLoaderData<{ locale: string; runtimeStyles: boolean }>('root');
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
      {/* antd's App box (its text styles from the static sheet) without App's message and modal
          code: those load on first use (lib/feedback.tsx) */}
      <div className="ant-app occ">{children}</div>
    </ConfigProvider>
  );
}
