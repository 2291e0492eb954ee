import { ConfigProvider, message } from 'antd';
import type { ToastKind } from '~/lib/toast';
import { ANTD_THEME } from '~/theme';

let configured = false;

/** antd's static message, drawn with the portal's theme from the static sheet (no style runtime). */
export function showMessage(kind: ToastKind, text: string): void {
  if (!configured) {
    configured = true;
    const rtl = document.documentElement.dir === 'rtl';
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider direction={rtl ? 'rtl' : 'ltr'} theme={{ ...ANTD_THEME, zeroRuntime: true }}>
          {children}
        </ConfigProvider>
      ),
    });
  }
  void message[kind](text);
}
