import { describe, expect, it } from 'vitest';
import { storedFileName } from './file-name';

describe('stored image file name', () => {
  it('keeps a valid name and replaces refused characters', () => {
    expect(storedFileName('u-boot.bin')).toBe('u-boot.bin');
    expect(storedFileName('my image (v2).bin')).toBe('my_image__v2_.bin');
    expect(storedFileName('..hidden')).toBe('hidden');
  });

  it('shortens a long name to 100 characters, keeping its extension', () => {
    const name = storedFileName(`${'a'.repeat(120)}.img`)!;
    expect(name).toHaveLength(100);
    expect(name.endsWith('.img')).toBe(true);
  });

  it('gives up when nothing usable is left', () => {
    expect(storedFileName('...')).toBeNull();
  });
});
