import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from './locales';
import { STORAGE_KEYS } from './storage-keys';

describe('client storage keys (spec §3)', () => {
  it('names each of the six keys once, the locale key being the one the language switch uses', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      ['debugMode', 'locale', 'pageCollapsed', 'pageConfigData', 'pageConfigVersion', 'token'].sort(),
    );
    const names = Object.values(STORAGE_KEYS);
    expect(new Set(names).size).toBe(names.length);
    expect(STORAGE_KEYS.locale).toBe(LOCALE_STORAGE_KEY);
    expect(STORAGE_KEYS.token).toBe('token');
  });
});
