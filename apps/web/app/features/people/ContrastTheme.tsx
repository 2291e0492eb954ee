import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's default error red (#ff4d4f) is under WCAG AA contrast on white; the personal centre's
 * danger buttons (unbind, sign out, revoke, reject) use a darker red inside this section.
 */
export function ContrastTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { colorError: '#c4161c' } }}>{children}</ConfigProvider>;
}
