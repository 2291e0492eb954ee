import { z } from 'zod';
import { BUSINESS_DEMAND_MAX } from '../../limits';
import { defineArea } from '../area';

export const BUSINESS_STATUSES = ['new', 'contacted', 'closed'] as const;
export const BUSINESS_NOTE_MAX = 1000;

/** The public enquiry modal (spec §2, §5): demand required ≤ 500, e-mail required and valid. */
export const businessEnquiryInput = z.object({
  demand: z.string().trim().min(1, 'fieldRequired').max(BUSINESS_DEMAND_MAX),
  email: z.string().trim().min(1, 'fieldRequired').max(254).pipe(z.email('emailInvalid')),
  name: z.string().trim().max(50).default(''),
  company: z.string().trim().max(100).default(''),
  captchaId: z.string().min(1).max(100),
  captchaCode: z.string().trim().min(1, 'fieldRequired').max(10),
});
export type BusinessEnquiryInput = z.infer<typeof businessEnquiryInput>;

/** What staff change on an enquiry. */
export const businessBody = z.object({
  status: z.enum(BUSINESS_STATUSES),
  note: z.string().trim().max(BUSINESS_NOTE_MAX).default(''),
});

export const businessArea = defineArea({
  key: 'business',
  resource: 'business',
  route: '/admin/business',
  editRoute: '/admin/business_detail',
  body: businessBody,
  fields: [
    { name: 'status', kind: 'select', options: BUSINESS_STATUSES, required: true },
    { name: 'note', kind: 'textarea', max: BUSINESS_NOTE_MAX },
  ],
  columns: [
    { name: 'createdAt', kind: 'datetime' },
    { name: 'email' },
    { name: 'company' },
    { name: 'demand' },
    { name: 'status', kind: 'option' },
  ],
  filters: [{ name: 'status', kind: 'select', options: BUSINESS_STATUSES }],
  search: true,
  sort: ['createdAt'],
  defaultSort: '-createdAt',
  titleField: 'email',
  publish: false,
  noCreate: true,
  actions: { read: 'business.read', update: 'business.update', delete: 'business.delete' },
});
