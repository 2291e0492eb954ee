import { z } from 'zod';
import { menuPermission, permissionKey } from './permission-schemas';
import { ALL_PERMISSIONS, ROLE_KEY_MAX, ROLE_NAME_MAX } from './permissions';
import { appsArea } from './areas/apps';
import { defineAuditArea } from './areas/audit';
import { businessArea } from './areas/business';
import { carouselArea } from './areas/carousel';
import { clientsArea } from './areas/clients';
import { dictsArea } from './areas/dicts';
import { faqsArea } from './areas/faqs';
import { newsArea } from './areas/news';
import { pagesArea } from './areas/pages';
import { formSubmissionsArea } from './areas/form-submissions';
import { outboxArea } from './areas/outbox';
import { productArea } from './areas/products';
import { coursesArea } from './areas/courses';
import { studyRoutesArea } from './areas/study-routes';
import { examsArea } from './areas/exams';
import { questionBankArea } from './areas/question-bank';
import { certificatesArea, examResultsArea } from './areas/college-records';
import { courseEnrolmentsArea } from './areas/course-enrolments';
import { activityArea, activitySignupsArea } from './areas/activity';
import { competitionSubmissionsArea } from './areas/competition-judging';
import { labBoardArea, labCompanyArea, labCpuArea, labDeviceArea, labSocArea } from './areas/lab-inventory';
import { ticketsArea } from './areas/tickets';
import { documentFeedbackArea, documentsArea } from './areas/documents';
import { resourcesArea } from './areas/resources';
import { componentArea } from './areas/components';
import { workgroupMeetingsArea, workgroupMembersArea, workgroupsArea } from './areas/workgroups';
import { vendorLocationsArea, vendorsArea } from './areas/vendors';
import {
  productChipsArea,
  productMcusArea,
  productModulesArea,
  productSolutionsArea,
} from './areas/product-views';
import type { AdminAreaDeclaration } from './area';

const AREAS_BUT_AUDIT: readonly AdminAreaDeclaration[] = [
  dictsArea,
  faqsArea,
  carouselArea,
  newsArea,
  businessArea,
  clientsArea,
  appsArea,
  outboxArea,
  pagesArea,
  formSubmissionsArea,
  productArea,
  productSolutionsArea,
  productChipsArea,
  productMcusArea,
  productModulesArea,
  coursesArea,
  studyRoutesArea,
  examsArea,
  questionBankArea,
  courseEnrolmentsArea,
  examResultsArea,
  certificatesArea,
  activityArea,
  activitySignupsArea,
  competitionSubmissionsArea,
  labCompanyArea,
  labCpuArea,
  labSocArea,
  labBoardArea,
  labDeviceArea,
  ticketsArea,
  documentsArea,
  documentFeedbackArea,
  resourcesArea,
  componentArea,
  workgroupsArea,
  workgroupMeetingsArea,
  workgroupMembersArea,
  vendorsArea,
  vendorLocationsArea,
];

/** The audit log, filtered by permission resource or by the declared area a write went through. */
export const auditArea = defineAuditArea(AREAS_BUT_AUDIT.map((a) => a.key));

/** Every declared console area; the server serves and the console renders each of these. */
export const ADMIN_AREAS: readonly AdminAreaDeclaration[] = [...AREAS_BUT_AUDIT, auditArea];

export const adminAreaByKey = (key: string): AdminAreaDeclaration | undefined =>
  ADMIN_AREAS.find((a) => a.key === key);

/** The area whose list or item route `pathname` is (`/admin/modify_faq/3` → faqs). */
export function adminAreaOfPath(pathname: string): { area: AdminAreaDeclaration; id: string | null } | null {
  for (const area of ADMIN_AREAS) {
    if (pathname === area.route) return { area, id: null };
    if (pathname.startsWith(`${area.editRoute}/`)) {
      const id = pathname.slice(area.editRoute.length + 1);
      if (id && !id.includes('/')) return { area, id };
    }
  }
  return null;
}

/** Console pages written by hand (their own rules), besides the declared areas. */
export const CUSTOM_CONSOLE_ROUTES = [
  '/admin',
  '/admin/user',
  '/admin/role',
  '/admin/menu',
  '/admin/approve',
  '/admin/lab/permissions',
  '/admin/lab/reservations',
  '/admin/lab/agents',
  '/admin/sensitive-words',
  '/admin/reports',
  '/admin/reviews',
  '/admin/search_index',
  // the device console (issue 23): screens over /api/devices, scoped to an organisation
  '/admin/device_product',
  '/admin/fota',
  '/admin/device_list',
  '/admin/small_batch',
  '/admin/voice_training',
  // production (spec §1 `produce`): the products to open the production information of
  '/admin/produce_info',
  // page templates (issue 15, spec §1 `tpl`): the starting sets of blocks of a new page
  '/admin/tpl',
  // a vendor member's profile and locations (issue 16, spec §1 `vendor info`)
  '/admin/vendor_info',
] as const;

/** Routes a menu entry may point to: a console page that exists. */
export const CONSOLE_ROUTES: readonly string[] = [
  ...CUSTOM_CONSOLE_ROUTES,
  ...ADMIN_AREAS.map((a) => a.route),
];

/** Detail and edit routes that exist (a menu entry's highlight list may name them). */
export const CONSOLE_DETAIL_ROUTES: readonly string[] = [
  '/admin/user_detail',
  '/admin/role_add',
  '/admin/role_detail',
  '/admin/add_product',
  '/admin/modify_product',
  '/admin/license',
  '/admin/firmware',
  '/admin/fota_detail',
  '/admin/chip_certification',
  '/admin/iot',
  '/admin/demonstrate',
  '/admin/small_batch_detail',
  '/admin/voice_training_detail',
  '/admin/demo_config',
  '/admin/produce_guide',
  // an area's item pages, its preview, and another area's list shown as a detail of this entry
  ...ADMIN_AREAS.flatMap((a) => [
    a.editRoute,
    a.route,
    ...(a.previewRoute ? [a.previewRoute] : []),
    ...(a.pages ?? []),
  ]),
];

export const MENU_ICONS = [
  'content',
  'community',
  'catalogue',
  'lab',
  'service',
  'learning',
  'events',
  'system',
  'entry',
] as const;

/** One node of the console menu as the console receives it (already filtered for the user). */
export interface MenuNode {
  key: string;
  labelZh: string;
  labelEn: string;
  icon: string;
  route: string | null;
  highlights: string[];
  children: MenuNode[];
}

export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    labelZh: z.string(),
    labelEn: z.string(),
    icon: z.string(),
    route: z.string().nullable(),
    highlights: z.array(z.string()),
    children: z.array(menuNode),
  }),
);

export const consoleInfo = z.object({
  menu: z.array(menuNode),
  /** what the current user may do (the same strings the API checks) */
  permissions: z.array(z.string()),
  isAdmin: z.boolean(),
});
export type ConsoleInfo = z.infer<typeof consoleInfo>;

/** The menu as an administrator edits it: every row, flat, with its group. */
export const menuRow = z.object({
  key: z.string(),
  parentKey: z.string().nullable(),
  labelZh: z.string(),
  labelEn: z.string(),
  icon: z.string(),
  sort: z.number().int(),
  route: z.string().nullable(),
  permission: z.string().nullable(),
  highlights: z.array(z.string()),
});
export type MenuRow = z.infer<typeof menuRow>;

const consoleRoute = z.string().refine((r) => CONSOLE_ROUTES.includes(r), { message: 'unknownRoute' });
const detailRoute = z
  .string()
  .refine((r) => CONSOLE_DETAIL_ROUTES.includes(r) || CONSOLE_ROUTES.includes(r), {
    message: 'unknownRoute',
  });

export const menuUpdate = z.object({
  items: z
    .array(
      z.object({
        key: z.string().min(1).max(40),
        labelZh: z.string().trim().min(1).max(40),
        labelEn: z.string().trim().min(1).max(40),
        icon: z.enum(MENU_ICONS),
        sort: z.number().int().min(0).max(9999),
        parentKey: z.string().max(40).nullable(),
        route: consoleRoute.nullable(),
        /** one permission key, or several joined by `|` (any of them shows the entry) */
        permission: menuPermission.nullable(),
        highlights: z.array(detailRoute).max(20),
      }),
    )
    .max(200),
});
export type MenuUpdate = z.infer<typeof menuUpdate>;

export const roleItem = z.object({
  key: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  permissions: z.array(z.string()),
  builtin: z.boolean(),
  holders: z.number().int(),
});
export type RoleItem = z.infer<typeof roleItem>;

export const roleBody = z.object({
  key: z
    .string()
    .trim()
    .min(2)
    .max(ROLE_KEY_MAX)
    .regex(/^[a-z][a-z0-9_-]*$/, 'keyFormat'),
  nameZh: z.string().trim().min(1).max(ROLE_NAME_MAX),
  nameEn: z.string().trim().min(1).max(ROLE_NAME_MAX),
  permissions: z.array(permissionKey).max(ALL_PERMISSIONS.length * 2),
});
export type RoleBody = z.infer<typeof roleBody>;

export const roleDeleteQuery = z.object({ confirm: z.enum(['true', 'false']).default('false') });

export const adminUserQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: z.string().trim().max(100).default(''),
  role: z.string().max(40).optional(),
  disabled: z.enum(['true', 'false']).optional(),
});

export const adminUserItem = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  userType: z.number().int(),
  roles: z.array(z.string()),
  badges: z.array(z.string()),
  disabled: z.boolean(),
  mustResetPassword: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserItem = z.infer<typeof adminUserItem>;

export const adminUserDetail = adminUserItem.extend({
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastSeenAt: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      method: z.string().nullable(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const userRolesBody = z.object({ roles: z.array(z.string().min(1).max(40)).max(20) });
