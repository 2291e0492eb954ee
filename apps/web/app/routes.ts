import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The route table mirrors spec §2; each page module is loaded lazily in the browser.
export default [
  route('index', 'routes/index-redirect.tsx'),
  layout('routes/layout.tsx', [
    index('routes/home.tsx'),
    route('news', 'routes/news/list.tsx'),
    route('new/:newsId', 'routes/news/detail.tsx'),
    route('about', 'routes/about/layout.tsx', [
      index('routes/about/page.tsx', { id: 'about-root' }),
      route('agreement', 'routes/about/page.tsx', { id: 'about-agreement' }),
      route('privacy', 'routes/about/page.tsx', { id: 'about-privacy' }),
      route('law', 'routes/about/page.tsx', { id: 'about-law' }),
      route('brand', 'routes/about/page.tsx', { id: 'about-brand' }),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
