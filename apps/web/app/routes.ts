import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The route table mirrors spec §2; each page module is loaded lazily in the browser.
export default [
  route('index', 'routes/index-redirect.tsx'),
  layout('routes/layout.tsx', [
    index('routes/home.tsx'),
    route('news', 'routes/news/list.tsx'),
    route('news/preview/:newsId', 'routes/news/preview.tsx'),
    route('help', 'routes/help.tsx'),
    route('new/:newsId', 'routes/news/detail.tsx'),
    route('about', 'routes/about/layout.tsx', [
      index('routes/about/page.tsx', { id: 'about-root' }),
      route('agreement', 'routes/about/page.tsx', { id: 'about-agreement' }),
      route('privacy', 'routes/about/page.tsx', { id: 'about-privacy' }),
      route('law', 'routes/about/page.tsx', { id: 'about-law' }),
      route('brand', 'routes/about/page.tsx', { id: 'about-brand' }),
    ]),
    // identity (issue 3)
    route('auth', 'routes/auth/layout.tsx', [
      index('routes/auth/to-login.tsx', { id: 'auth-index' }),
      route('auth', 'routes/auth/to-login.tsx', { id: 'auth-auth' }),
      route('occlogin', 'routes/auth/to-login.tsx', { id: 'auth-occlogin' }),
      route('occforget', 'routes/auth/to-forget.tsx'),
      route('login', 'routes/auth/login.tsx'),
      route('register', 'routes/auth/register.tsx'),
      route('forget', 'routes/auth/forget.tsx'),
      route('cdk/login', 'routes/auth/cdk-login.tsx'),
      route('404', 'routes/auth/not-found.tsx', { id: 'auth-404' }),
      route('*', 'routes/auth/not-found.tsx', { id: 'auth-splat' }),
    ]),
    route('waitregister', 'routes/auth/wait-register.tsx'),
    route('logout', 'routes/auth/logout.tsx'),
    route('xuanTieThirdLogin', 'routes/auth/third-login.tsx'),
    route('people', 'routes/people/layout.tsx', [
      route('my/basic', 'routes/people/basic.tsx'),
      route('my/safe', 'routes/people/safe.tsx'),
      route('my/enterprise', 'routes/people/enterprise.tsx'),
      route('my/messages', 'routes/people/messages.tsx'),
      route('my/fans', 'routes/people/fans.tsx'),
      route('my/follow', 'routes/people/follow.tsx'),
      route('my/collection', 'routes/people/collection.tsx'),
      route('my/qa', 'routes/people/my-qa.tsx'),
      route('my/post', 'routes/people/my-post.tsx'),
      route('my/video', 'routes/people/my-video.tsx'),
      route('*', 'routes/people/not-found.tsx', { id: 'people-splat' }),
    ]),
    route('bind/success', 'routes/people/bind-success.tsx'),
    route('user/:userId', 'routes/user/profile.tsx'),
    // cloud lab (issue 6)
    route('cloud/evaluation', 'routes/cloud/evaluation.tsx'),
    route('cloud/board/:boardId', 'routes/cloud/board.tsx'),
    route('cloud/apply', 'routes/cloud/apply.tsx'),
    route('cloud/reservation/:reservationId', 'routes/cloud/reservation.tsx'),
    // cloud lab console (issue 7)
    route('cloud/console/:reservationId', 'routes/cloud/console.tsx'),
    // admin console (menu entries of spec §1 as they are built)
    route('admin', 'routes/admin/layout.tsx', [
      index('routes/admin/index.tsx'),
      route('approve', 'routes/people/admin-approve.tsx'),
      route('lab/permissions', 'routes/admin/lab-permissions.tsx'),
      route('lab/reservations', 'routes/admin/lab-reservations.tsx'),
      route('lab/agents', 'routes/admin/lab-agents.tsx'),
      route('chip', 'routes/admin/chip.tsx'),
      route('cpu', 'routes/admin/cpu.tsx'),
      route('device', 'routes/admin/device.tsx'),
      route('sensitive-words', 'routes/admin/sensitive-words.tsx'),
      route('reports', 'routes/admin/reports.tsx'),
      route('reviews', 'routes/admin/reviews.tsx'),
      // roles, users and menus (issue 12)
      route('role', 'routes/admin/role.tsx'),
      route('role_add', 'routes/admin/role-add.tsx'),
      route('role_detail/:roleKey', 'routes/admin/role-detail.tsx'),
      route('user', 'routes/admin/user.tsx'),
      route('user_detail/:userId', 'routes/admin/user-detail.tsx'),
      route('menu', 'routes/admin/menu.tsx'),
      // declared console areas (packages/shared/src/admin/areas), resolved by path: the list at
      // the area's route, an item at `<editRoute>/<id>`; the explicit routes above win over these
      route(':area', 'routes/admin/area.tsx'),
      route(':area/:id', 'routes/admin/area-item.tsx'),
      route('*', 'routes/admin/not-found.tsx', { id: 'admin-splat' }),
    ]),
    // community (issue 4)
    route('community', 'routes/community/layout.tsx', [
      index('routes/community/index.tsx'),
      route('qa', 'routes/community/qa-list.tsx', { id: 'community-qa' }),
      route('qa/detail', 'routes/community/detail.tsx', { id: 'community-qa-detail' }),
      route('qa/add', 'routes/community/add.tsx'),
      route('topic_exchange', 'routes/community/topics.tsx'),
      route('risc_v', 'routes/community/risc-v.tsx'),
      route('rv_qa/list', 'routes/community/qa-list.tsx', { id: 'community-rv-list' }),
      route('rv_qa/detail', 'routes/community/detail.tsx', { id: 'community-rv-detail' }),
      // blogs (issue 5)
      route('post', 'routes/community/post-list.tsx'),
      route('post/detail', 'routes/community/post-detail.tsx'),
      route('post/write', 'routes/community/post-write.tsx'),
      route('video', 'routes/community/video-list.tsx'),
      route('video/detail', 'routes/community/video-detail.tsx'),
      route('video/upload', 'routes/community/video-upload.tsx'),
      route('*', 'routes/community/not-found.tsx', { id: 'community-splat' }),
    ]),
    // pages of typed blocks (issue 15): one module for /service/<slug> and /iscas
    route('service/:slug', 'routes/service/page.tsx'),
    route('iscas', 'routes/service/page.tsx', { id: 'iscas' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
