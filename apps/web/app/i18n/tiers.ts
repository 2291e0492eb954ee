// Which parts of the UI catalogue each page needs. The catalogue is cut into areas: the folders of
// apps/web/app/i18n (each with zh-CN.json and en-US.json; `site` is the root's own pair) and
// `console`, the admin console's folders together (console-catalog-*.ts). The browser loads the
// base areas on every page and, beside them, those declared for the path's prefixes: before
// hydration for the first page (entry.client.tsx), before rendering for the next ones (the site
// layout's clientLoader). The server holds everything.
//
// route-tiers.test.ts reads each route's code and fails when it names an area the path does not
// get here: a page that uses a new area needs a line below.

/**
 * Areas every page loads: the site's own words and `shell`, the words of other areas that the
 * header, footer and assistant use (the bell's `people.messages.*`, the captcha's `auth.captcha.*`…).
 */
export const BASE_AREAS = ['site', 'shell'] as const;

/**
 * Areas beyond the base, by path prefix (a prefix matches itself and the paths below it; every
 * matching line counts).
 */
export const PATH_AREAS: Record<string, readonly string[]> = {
  '/community': ['community'],
  '/community/post': ['posts'],
  '/community/post/write': ['people'],
  '/community/video': ['videos'],
  '/community/video/upload': ['people'],
  '/community/course': ['college', 'documents'],
  '/community/document': ['documents'],
  '/community/document/preview': ['admin-access'],
  '/community/download': ['resources'],
  '/community/openSource': ['components'],
  '/community/workgroup': ['workgroups'],
  '/news/preview': ['admin-access'],
  '/help': ['admin-access'],
  '/search': ['search', 'catalogue', 'resources'],
  // identity
  '/auth': ['auth'],
  '/waitregister': ['auth'],
  '/logout': ['auth'],
  '/xuanTieThirdLogin': ['auth'],
  '/bind': ['people'],
  // the personal centre
  '/people': ['people'],
  '/people/my/safe': ['auth', 'admin'],
  '/people/my/fans': ['community'],
  '/people/my/follow': ['community'],
  '/people/my/qa': ['community', 'profile'],
  '/people/my/post': ['posts'],
  '/people/my/video': ['videos'],
  '/people/my/course': ['college'],
  '/people/my/certificate': ['college'],
  '/people/my/activity': ['events'],
  '/people/my/download': ['resources'],
  '/people/my/file': ['resources'],
  '/people/my/product': ['catalogue'],
  '/people/my/vendor': ['vendors'],
  '/support_form': ['tickets'],
  '/support_list': ['tickets'],
  '/my_work_order': ['tickets'],
  '/work_order_detail': ['tickets'],
  '/user': ['community', 'profile'],
  '/activity': ['events'],
  '/activity/preview': ['admin-access'],
  '/competition': ['events'],
  '/cloud': ['lab'],
  '/cloud/evaluation': ['admin'],
  '/cloud/board': ['admin'],
  '/cloud/reservation': ['admin', 'lab-console'],
  '/cloud/console': ['lab-console'],
  '/admin': [
    'console',
    'admin',
    'admin-access',
    'catalogue',
    'college',
    'community',
    'events',
    'lab-console',
    'pages',
    'people',
    'resources',
    'tickets',
    'vendors',
  ],
  // pages of typed blocks
  '/service': ['pages', 'admin-access'],
  '/iscas': ['pages', 'admin-access'],
  '/college/talent': ['admin-access'],
  '/college/training': ['admin-access'],
  '/college/campus': ['admin-access'],
  '/vendor': ['vendors', 'catalogue', 'community', 'resources'],
  '/partner': ['vendors'],
  '/reseller': ['vendors'],
  '/product_detailno': ['catalogue', 'community', 'admin-access'],
  '/hardware': ['catalogue', 'community', 'resources'],
  '/software': ['catalogue', 'community', 'resources'],
  '/solution': ['catalogue', 'community', 'resources'],
  '/college': ['college', 'documents', 'resources', 'pages'],
  '/certificate': ['college'],
};

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** Every area a page at `pathname` needs: the base and its prefixes' areas. */
export function areasFor(pathname: string): string[] {
  const out = new Set<string>(BASE_AREAS);
  for (const [prefix, areas] of Object.entries(PATH_AREAS))
    if (under(pathname, prefix)) for (const a of areas) out.add(a);
  return [...out];
}
