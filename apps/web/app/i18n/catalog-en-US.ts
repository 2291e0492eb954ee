// The whole en-US UI catalogue of the public site, for the tests and tools that read it at once:
// the browser loads it area by area (index.ts, tiers.ts). The console's is console-catalog-*.ts.
import adminEn from './admin/en-US.json';
import adminAccessEn from './admin-access/en-US.json';
import authEn from './auth/en-US.json';
import communityEn from './community/en-US.json';
import enUS from './en-US.json';
import labEn from './lab/en-US.json';
import labConsoleEn from './lab-console/en-US.json';
import peopleEn from './people/en-US.json';
import postsEn from './posts/en-US.json';
import profileEn from './profile/en-US.json';
import videosEn from './videos/en-US.json';
import pagesEn from './pages/en-US.json';
import catalogueEn from './catalogue/en-US.json';
import searchEn from './search/en-US.json';
import collegeEn from './college/en-US.json';
import documentsEn from './documents/en-US.json';
import componentsEn from './components/en-US.json';
import eventsEn from './events/en-US.json';
import ticketsEn from './tickets/en-US.json';
import resourcesEn from './resources/en-US.json';
import workgroupsEn from './workgroups/en-US.json';
import vendorsEn from './vendors/en-US.json';
import shellEn from './shell/en-US.json';
import { mergeCatalogs } from './merge';

export default mergeCatalogs(
  enUS,
  authEn,
  peopleEn,
  labEn,
  adminEn,
  communityEn,
  profileEn,
  labConsoleEn,
  postsEn,
  videosEn,
  adminAccessEn,
  pagesEn,
  catalogueEn,
  searchEn,
  collegeEn,
  documentsEn,
  componentsEn,
  eventsEn,
  ticketsEn,
  resourcesEn,
  workgroupsEn,
  vendorsEn,
  shellEn,
);
