// The whole zh-CN UI catalogue of the public site, for the tests and tools that read it at once:
// the browser loads it area by area (index.ts, tiers.ts). The console's is console-catalog-*.ts.
import adminZh from './admin/zh-CN.json';
import adminAccessZh from './admin-access/zh-CN.json';
import authZh from './auth/zh-CN.json';
import communityZh from './community/zh-CN.json';
import labZh from './lab/zh-CN.json';
import labConsoleZh from './lab-console/zh-CN.json';
import peopleZh from './people/zh-CN.json';
import postsZh from './posts/zh-CN.json';
import profileZh from './profile/zh-CN.json';
import videosZh from './videos/zh-CN.json';
import pagesZh from './pages/zh-CN.json';
import catalogueZh from './catalogue/zh-CN.json';
import eventsZh from './events/zh-CN.json';
import ticketsZh from './tickets/zh-CN.json';
import resourcesZh from './resources/zh-CN.json';
import workgroupsZh from './workgroups/zh-CN.json';
import zhCN from './zh-CN.json';
import searchZh from './search/zh-CN.json';
import collegeZh from './college/zh-CN.json';
import documentsZh from './documents/zh-CN.json';
import componentsZh from './components/zh-CN.json';
import vendorsZh from './vendors/zh-CN.json';
import shellZh from './shell/zh-CN.json';
import { mergeCatalogs } from './merge';

export default mergeCatalogs(
  zhCN,
  authZh,
  peopleZh,
  labZh,
  adminZh,
  communityZh,
  profileZh,
  labConsoleZh,
  postsZh,
  videosZh,
  adminAccessZh,
  pagesZh,
  catalogueZh,
  searchZh,
  collegeZh,
  documentsZh,
  componentsZh,
  eventsZh,
  ticketsZh,
  resourcesZh,
  workgroupsZh,
  vendorsZh,
  shellZh,
);
