import { describe, expect, it } from 'vitest';
import { nameFromFile, videoFileProblem } from './upload-check';

describe('videoFileProblem', () => {
  it('refuses an empty file and a file name over 100 characters, in the spec wording keys', () => {
    expect(videoFileProblem({ name: 'a.mp4', size: 0 })).toBe('fileEmpty');
    expect(videoFileProblem({ name: `${'x'.repeat(97)}.mp4`, size: 10 })).toBe('videoFileNameTooLong');
    expect(videoFileProblem({ name: `${'x'.repeat(96)}.mp4`, size: 10 })).toBeNull();
  });
});

describe('nameFromFile', () => {
  it('drops the extension and keeps the limit', () => {
    expect(nameFromFile('Boot demo.final.mp4', 100)).toBe('Boot demo.final');
    expect(nameFromFile('x'.repeat(120), 100)).toHaveLength(100);
  });
});
