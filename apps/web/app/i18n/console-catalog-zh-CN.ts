// The zh-CN UI catalogue of the admin console's own areas: loaded only under /admin
// (i18n/index.ts), so public pages do not carry it. One file per area, merged.
import adminConsoleZh from './admin-console/zh-CN.json';
import adminReviewsZh from './admin-reviews/zh-CN.json';
import adminResourceZh from './admin-resource/zh-CN.json';
import adminSearchZh from './admin-search/zh-CN.json';
import adminWorkgroupsZh from './admin-workgroups/zh-CN.json';
import deviceConsoleZh from './device-console/zh-CN.json';
import deviceProductionZh from './device-production/zh-CN.json';

export default {
  ...adminConsoleZh,
  ...adminReviewsZh,
  ...adminSearchZh,
  ...deviceConsoleZh,
  ...deviceProductionZh,
  // the console's `resource` areas keep their labels in their own file, merged into adminAreas
  adminAreas: {
    ...adminConsoleZh.adminAreas,
    ...adminResourceZh.adminAreas,
    ...adminWorkgroupsZh.adminAreas,
  },
};
