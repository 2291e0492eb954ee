/**
 * A short confirmation or warning from code outside antd's providers (the site's shell, the
 * current-user provider): antd's message is loaded on the first call, with the portal's theme
 * (`components/antd/static-message.tsx`), so no page's first load carries it (issue 14). Pages
 * inside the antd scope keep using `App.useApp().message`.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export function toast(kind: ToastKind, text: string): void {
  void import('~/components/antd/static-message')
    .then((m) => m.showMessage(kind, text))
    .catch(() => undefined);
}
