// The component library's constants apart from its zod schemas (issue 14: pages that need only
// these load no zod).

export const COMPONENT_CATEGORIES = [
  'firmware',
  'bootloader',
  'kernel',
  'rtos',
  'toolchain',
  'emulator',
  'debug',
  'testing',
  'library',
  'tool',
] as const;
export type ComponentCategory = (typeof COMPONENT_CATEGORIES)[number];

/** SPDX identifiers of the licences the library lists (a filter of the home page). */
export const COMPONENT_LICENCES = [
  'Apache-2.0',
  'Apache-2.0 WITH LLVM-exception',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'GPL-2.0-only',
  'GPL-2.0-or-later',
  'GPL-3.0-or-later',
  'LGPL-2.1-or-later',
  'MIT',
  'MulanPSL-2.0',
] as const;
export type ComponentLicence = (typeof COMPONENT_LICENCES)[number];

export const COMPONENT_CODE_MAX = 64;
export const COMPONENT_NAME_MAX = 100;
export const COMPONENT_SUMMARY_MAX = 300;
export const COMPONENT_DESCRIPTION_MAX = 20000;
export const COMPONENT_QUERY_MAX = 100;
export const COMPONENT_TARGETS_MAX = 30;
export const COMPONENT_MAINTAINERS_MAX = 20;
export const COMPONENT_MAINTAINER_MAX = 60;
export const COMPONENT_VERSIONS_MAX = 30;
export const COMPONENT_VERSION_MAX = 40;
export const COMPONENT_NOTES_MAX = 500;
export const COMPONENT_PAGE_SIZE = 12;
/** questions shown on a component's page */
export const COMPONENT_QUESTIONS_MAX = 10;

/** The public page of a component. */
export function componentPath(code: string): string {
  return `/community/openSource/${encodeURIComponent(code)}`;
}
