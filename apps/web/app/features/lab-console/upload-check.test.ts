import { describe, expect, it } from 'vitest';
import { LAB_UPLOAD_FLAG_BYTES } from '@occ/shared';
import { formatBytes, suggestedName, uploadNameProblem, uploadSizeProblem } from './upload-check';

describe('cloud upload checks (spec §5)', () => {
  it('accepts plain names, refuses special characters, empty and overlong names', () => {
    expect(uploadNameProblem('firmware_v1.2-rc.bin')).toBeNull();
    expect(uploadNameProblem('固件.bin')).toBeNull();
    expect(uploadNameProblem('a b.bin')?.key).toBe('labUploadNameInvalid');
    expect(uploadNameProblem('../etc/passwd')?.key).toBe('labUploadNameInvalid');
    expect(uploadNameProblem('.hidden')?.key).toBe('labUploadNameInvalid');
    expect(uploadNameProblem('   ')?.key).toBe('fieldRequired');
    expect(uploadNameProblem('a'.repeat(101))).toEqual({ key: 'fieldTooLong', params: { max: 100 } });
    expect(uploadNameProblem('a'.repeat(100))).toBeNull();
  });

  it('refuses empty files and flags 1 TB or more', () => {
    expect(uploadSizeProblem(0)?.key).toBe('labUploadEmpty');
    expect(uploadSizeProblem(1)).toBeNull();
    expect(uploadSizeProblem(LAB_UPLOAD_FLAG_BYTES - 1)).toBeNull();
    expect(uploadSizeProblem(LAB_UPLOAD_FLAG_BYTES)).toEqual({
      key: 'labUploadTooLarge',
      params: { max: '1 TB' },
    });
  });

  it('formats sizes and suggests a name the rule accepts', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    const name = suggestedName('my file (1).tar.gz');
    expect(name).toBe('my_file__1_.tar.gz');
    expect(uploadNameProblem(name)).toBeNull();
    expect(uploadNameProblem(suggestedName('..x'))).toBeNull();
  });
});
