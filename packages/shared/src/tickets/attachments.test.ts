import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  attachmentTypeOf,
  ticketAttachmentIds,
  ticketRemarkImageIds,
} from './attachments';

describe('ticket attachment rule', () => {
  it('needs an extension on the list and bytes of the type it names', () => {
    expect(attachmentTypeOf('a.PNG', 'image/png', false)).toBe('image/png');
    expect(attachmentTypeOf('a.jpg', 'image/jpeg', false)).toBe('image/jpeg');
    expect(attachmentTypeOf('m.pdf', 'application/pdf', false)).toBe('application/pdf');
    expect(attachmentTypeOf('logs.zip', 'application/zip', false)).toBe('application/zip');
    expect(attachmentTypeOf('boot.log', null, true)).toBe('text/plain');
    expect(attachmentTypeOf('a.png', 'image/jpeg', false)).toBeNull();
    expect(attachmentTypeOf('a.png', null, true)).toBeNull();
    expect(attachmentTypeOf('a.txt', 'image/png', false)).toBeNull();
    expect(attachmentTypeOf('a.txt', null, false)).toBeNull();
    expect(attachmentTypeOf('a.exe', 'application/x-msdownload', false)).toBeNull();
    expect(attachmentTypeOf('noext', 'image/png', false)).toBeNull();
  });

  it('checks name and size in the form, images only for a remark', () => {
    expect(attachmentProblem({ name: 'a.pdf', size: 10 })).toBeNull();
    expect(attachmentProblem({ name: 'a.pdf', size: 10 }, true)).toBe('fileTypeRefused');
    expect(attachmentProblem({ name: 'a.png', size: 0 }, true)).toBe('fileEmpty');
    expect(attachmentProblem({ name: 'a.png', size: 6 * 1024 * 1024 })).toBe('fileTooLarge');
    expect(attachmentProblem({ name: 'a.html', size: 10 })).toBe('fileTypeRefused');
  });

  it('takes at most 7 ids on a ticket or message and 3 on a remark', () => {
    expect(ticketAttachmentIds.safeParse([1, 2, 3, 4, 5, 6, 7]).success).toBe(true);
    expect(ticketAttachmentIds.safeParse([1, 2, 3, 4, 5, 6, 7, 8]).success).toBe(false);
    expect(ticketRemarkImageIds.safeParse([1, 2, 3]).success).toBe(true);
    expect(ticketRemarkImageIds.safeParse([1, 2, 3, 4]).success).toBe(false);
  });
});
