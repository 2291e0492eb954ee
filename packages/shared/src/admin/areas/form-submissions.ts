import { z } from 'zod';
import { FORM_KINDS, FORM_SUBMISSION_STATUSES } from '../../pages/forms';
import { defineArea } from '../area';

/** What staff change on a form submission: handled or not. */
export const formSubmissionBody = z.object({ status: z.enum(FORM_SUBMISSION_STATUSES) });

/**
 * Answers to the pages' form blocks (issue 15): listed by page, form and status, exported as CSV;
 * staff who edit pages mark them handled. Submissions arrive from the public pages only.
 */
export const formSubmissionsArea = defineArea({
  key: 'formSubmissions',
  resource: 'pages',
  route: '/admin/form_submissions',
  editRoute: '/admin/form_submissions_detail',
  body: formSubmissionBody,
  fields: [{ name: 'status', kind: 'select', options: FORM_SUBMISSION_STATUSES, required: true }],
  columns: [
    { name: 'createdAt', kind: 'datetime' },
    { name: 'pageSlug' },
    { name: 'formKey' },
    { name: 'formKind', kind: 'option' },
    { name: 'answersText' },
    { name: 'attachments', kind: 'files' },
    { name: 'status', kind: 'option' },
  ],
  filters: [
    { name: 'pageId', kind: 'select', ref: 'page' },
    { name: 'formKind', kind: 'select', options: FORM_KINDS },
    { name: 'status', kind: 'select', options: FORM_SUBMISSION_STATUSES },
  ],
  search: true,
  sort: ['createdAt'],
  defaultSort: '-createdAt',
  titleField: 'formKey',
  publish: false,
  noCreate: true,
  actions: { read: 'pages.read', update: 'pages.update' },
});
