// Console `course` (issue 20): exam results and certificates, read-only lists; a certificate is
// revoked with a reason through its own dialog (`certificates.revoke`, area-parts.tsx).
import { z } from 'zod';
import { defineArea } from '../area';

export const CERTIFICATE_STATUSES = ['valid', 'revoked', 'expired'] as const;

export const examResultsArea = defineArea({
  key: 'examResults',
  resource: 'courses',
  route: '/admin/exam_results',
  editRoute: '/admin/exam_result_detail',
  body: z.object({}),
  fields: [],
  columns: [
    { name: 'learner' },
    { name: 'examTitle' },
    { name: 'courseTitle' },
    { name: 'attempt' },
    { name: 'score' },
    { name: 'passed', kind: 'switch' },
    { name: 'startedAt', kind: 'datetime' },
    { name: 'submittedAt', kind: 'datetime' },
  ],
  filters: [{ name: 'passed', kind: 'switch' }],
  search: true,
  sort: ['startedAt', 'submittedAt', 'score'],
  defaultSort: '-startedAt',
  titleField: 'examTitle',
  publish: false,
  noCreate: true,
  actions: { read: 'courses.read' },
});

export const certificatesArea = defineArea({
  key: 'certificates',
  resource: 'certificates',
  route: '/admin/certificates',
  editRoute: '/admin/certificate_detail',
  body: z.object({}),
  fields: [],
  columns: [
    { name: 'holderName' },
    { name: 'courseTitle' },
    { name: 'issuedAt', kind: 'datetime' },
    { name: 'expiresAt', kind: 'datetime' },
    { name: 'status', kind: 'option' },
    { name: 'revokedReason' },
  ],
  filters: [{ name: 'status', kind: 'select', options: CERTIFICATE_STATUSES }],
  search: true,
  sort: ['issuedAt'],
  defaultSort: '-issuedAt',
  titleField: 'holderName',
  publish: false,
  noCreate: true,
  actions: { read: 'certificates.read' },
});
