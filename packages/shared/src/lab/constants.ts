// The cloud lab's constants and state names, apart from the schemas (schemas.ts) so that a page
// needing only these does not load zod.
export const LAB_KINDS = ['evaluation', 'microservice'] as const;
export type LabKind = (typeof LAB_KINDS)[number];
export const LAB_PERMISSION_STATES = ['none', 'pending', 'granted', 'failed'] as const;
export type LabPermissionState = (typeof LAB_PERMISSION_STATES)[number];
export const DEVICE_STATES = ['online', 'offline', 'maintenance', 'in_use', 'not_ready'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];
export const RESERVATION_STATES = ['reserving', 'successful', 'cancelled', 'released', 'ended'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];
/** slots start and end on these boundaries */
export const SLOT_STEP_MINUTES = 30;

export const LAB_MOBILE_MAX = 11;
export const COMPANY_MAX = 64;
export const LAB_EMAIL_MAX = 64;
export const PURPOSE_MAX = 500;
