import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@occ/shared';
import { createI18n, loadCatalog } from '~/i18n';
import { EnterpriseGuard, LoginGuard, requireAccess, visibleFor } from './access';
import { CurrentUserProvider } from './current-user';
import { FeedbackProvider } from './feedback';

const user = (userType = 0): CurrentUser => ({
  id: 'u1',
  username: 'dev',
  nickname: 'Dev',
  avatarUrl: null,
  userType,
  roles: [],
  permissions: [],
});

beforeAll(() => loadCatalog('en-US'));

function render(node: React.ReactNode, u: CurrentUser | null) {
  const router = createMemoryRouter([{ path: '/', element: node }]);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n('en-US')}>
        <FeedbackProvider>
          <CurrentUserProvider user={u}>
            <RouterProvider router={router} />
          </CurrentUserProvider>
        </FeedbackProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('guards', () => {
  it('login guard shows children to a user and a login prompt to a visitor', () => {
    expect(render(<LoginGuard>secret</LoginGuard>, user())).toContain('secret');
    const visitor = render(<LoginGuard>secret</LoginGuard>, null);
    expect(visitor).not.toContain('secret');
    expect(visitor).toContain('Please log in to view this page');
    expect(visitor).toContain('/auth/login?redirect=%2F');
  });

  it('enterprise guard admits userType 1 only', () => {
    expect(render(<EnterpriseGuard>corp</EnterpriseGuard>, user(1))).toContain('corp');
    const plain = render(<EnterpriseGuard>corp</EnterpriseGuard>, user(0));
    expect(plain).not.toContain('corp');
    expect(plain).toContain('This page is for enterprise users');
  });

  it('route option: loaders redirect visitors to login and refuse others with 403', () => {
    expect(() => requireAccess(user(1), 'enterprise', 'http://x/people/my/product')).not.toThrow();
    try {
      requireAccess(null, 'login', 'http://x/community/qa/add?x=1');
      expect.unreachable();
    } catch (e) {
      expect((e as Response).status).toBe(302);
      expect((e as Response).headers.get('location')).toBe(
        '/auth/login?redirect=%2Fcommunity%2Fqa%2Fadd%3Fx%3D1',
      );
    }
    try {
      requireAccess(user(0), 'enterprise', 'http://x/people/my/product');
      expect.unreachable();
    } catch (e) {
      expect((e as Response).status).toBe(403);
    }
  });

  it('menus hide entries whose access flag is false', () => {
    const items = [
      { key: 'a' },
      { key: 'b', access: 'login' as const },
      { key: 'c', access: 'enterprise' as const },
    ];
    expect(visibleFor(items, null).map((i) => i.key)).toEqual(['a']);
    expect(visibleFor(items, user()).map((i) => i.key)).toEqual(['a', 'b']);
    expect(visibleFor(items, user(1)).map((i) => i.key)).toEqual(['a', 'b', 'c']);
  });
});
