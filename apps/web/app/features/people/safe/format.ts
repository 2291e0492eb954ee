// Display helpers of the security settings page.

/** 13812345678 → 138****5678; alice@example.com → al***@example.com (enough to recognise, not to copy). */
export function maskContact(value: string): string {
  const at = value.lastIndexOf('@');
  if (at > 0) {
    const local = value.slice(0, at);
    return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${value.slice(at)}`;
  }
  if (value.length >= 7) return `${value.slice(0, 3)}****${value.slice(-4)}`;
  return value.replace(/.(?=.)/g, '*');
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 126 · Windows" from a user agent string; null when nothing is recognised. */
export function summariseUserAgent(ua: string | null): string | null {
  if (!ua) return null;
  const browser = BROWSERS.map(([re, name]) => {
    const m = re.exec(ua);
    return m ? `${name} ${m[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length ? parts.join(' · ') : ua.slice(0, 60);
}
