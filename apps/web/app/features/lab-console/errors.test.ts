import { describe, expect, it } from 'vitest';
import { RequestError } from '~/lib/request';
import { errorText, failedText } from './errors';

const business = (message: string, result: unknown = null) =>
  new RequestError('business', message, 502, 500, { code: 500, success: false, message, result } as never);

describe('console error words', () => {
  it('prefixes a refusal once, keeping a reason the portal already worded', () => {
    expect(failedText(business('The board did not answer in time'), 'labResetFailed', 'en-US')).toBe(
      'Reset failed: The board did not answer in time',
    );
    expect(failedText(business('Reset failed: qmp gone'), 'labResetFailed', 'en-US')).toBe(
      'Reset failed: qmp gone',
    );
    expect(failedText(business('上传失败：磁盘已满'), 'labUploadFailed', 'zh-CN')).toBe('上传失败：磁盘已满');
  });

  it("uses a 422's field message as the reason", () => {
    const e = business('Please check the fields marked', {
      fields: [{ field: 'file', message: 'The file cannot be 0' }],
    });
    expect(errorText(e)).toBe('The file cannot be 0');
    expect(failedText(e, 'labUploadFailed', 'en-US')).toBe('Upload failed: The file cannot be 0');
    expect(errorText(new Error('x'))).toBe('x');
  });
});
