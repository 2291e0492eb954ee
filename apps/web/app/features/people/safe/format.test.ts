import { describe, expect, it } from 'vitest';
import { maskContact, summariseUserAgent } from './format';

describe('security settings display', () => {
  it('masks mobile numbers and e-mail addresses', () => {
    expect(maskContact('13812345678')).toBe('138****5678');
    expect(maskContact('alice@example.com')).toBe('al***@example.com');
    expect(maskContact('a@b.cn')).toBe('a***@b.cn');
  });

  it('summarises user agents as browser and system', () => {
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 126 · Windows');
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toBe('Edge 126 · Windows');
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 · iOS');
    expect(summariseUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox 128 · Linux',
    );
    expect(summariseUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(summariseUserAgent(null)).toBeNull();
  });
});
