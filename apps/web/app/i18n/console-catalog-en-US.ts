// The en-US UI catalogue of the admin console's own areas: loaded only under /admin
// (i18n/index.ts), so public pages do not carry it. One file per area, merged.
import adminConsoleEn from './admin-console/en-US.json';
import adminReviewsEn from './admin-reviews/en-US.json';
import adminResourceEn from './admin-resource/en-US.json';
import adminSearchEn from './admin-search/en-US.json';
import adminWorkgroupsEn from './admin-workgroups/en-US.json';
import deviceConsoleEn from './device-console/en-US.json';
import deviceProductionEn from './device-production/en-US.json';

export default {
  ...adminConsoleEn,
  ...adminReviewsEn,
  ...adminSearchEn,
  ...deviceConsoleEn,
  ...deviceProductionEn,
  // the console's `resource` areas keep their labels in their own file, merged into adminAreas
  adminAreas: {
    ...adminConsoleEn.adminAreas,
    ...adminResourceEn.adminAreas,
    ...adminWorkgroupsEn.adminAreas,
  },
};
