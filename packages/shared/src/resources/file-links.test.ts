import { describe, expect, it } from 'vitest';
import { fileLinkAllowed, normaliseFileLinkBase } from './file-links';

const bases = ['https://occ-dev.oss.example.com/files', 'https://occ.oss.example.com/portal/'];

describe('allowed user file links (spec §7)', () => {
  it('normalises a base to origin and a path ending in /', () => {
    expect(normaliseFileLinkBase('https://a.example.com/x')).toBe('https://a.example.com/x/');
    expect(normaliseFileLinkBase('https://A.example.com:443/')).toBe('https://a.example.com/');
    expect(normaliseFileLinkBase('ftp://a.example.com/')).toBeNull();
    expect(normaliseFileLinkBase('not a url')).toBeNull();
  });

  it('accepts files under the dev and the prod base', () => {
    expect(fileLinkAllowed('https://occ-dev.oss.example.com/files/sdk/c906.tar.gz', bases)).toBe(true);
    expect(fileLinkAllowed('https://occ.oss.example.com/portal/a.pdf?v=2', bases)).toBe(true);
  });

  it('refuses other hosts, look-alike paths, climbs, credentials and schemes', () => {
    for (const bad of [
      'https://evil.example.com/files/a.zip',
      'https://occ-dev.oss.example.com/files-other/a.zip',
      'https://occ-dev.oss.example.com/filesx.zip',
      'https://occ-dev.oss.example.com/files/../secret.zip',
      'https://occ-dev.oss.example.com/files/..%2fsecret.zip',
      'https://occ-dev.oss.example.com.evil.com/files/a.zip',
      'https://user:pw@occ-dev.oss.example.com/files/a.zip',
      'http://occ.oss.example.com/portal/a.pdf',
      'javascript:alert(1)',
      'https://occ.oss.example.com/portal/',
      '/files/a.zip',
      '',
    ])
      expect(fileLinkAllowed(bad, bases), bad).toBe(false);
  });

  it('refuses everything when no base is configured', () => {
    expect(fileLinkAllowed('https://occ.oss.example.com/portal/a.pdf', [])).toBe(false);
  });
});
