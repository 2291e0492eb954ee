// Text from a board (serial output, step output, agent reasons) is hostile input for a report:
// terminal escape sequences, control bytes, invalid UTF-16, and markup. Everything that goes
// into the JUnit XML or an HTML report passes through cleanText and then the escaper.

// CSI (colours, cursor moves), OSC (titles, hyperlinks) and the other two-byte escapes
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;
// characters XML 1.0 cannot hold (and that mean nothing in a report): C0 controls but tab and
// newline, DEL, C1 controls, lone surrogates, U+FFFE/U+FFFF
const INVALID =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Readable plain text: escapes removed, line ends normalised, invalid characters dropped. */
export function cleanText(s: string): string {
  return s.replace(ANSI, '').replace(/\r\n?/g, '\n').replace(INVALID, '');
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes for XML and HTML text and attribute values (after cleaning). */
export function escapeMarkup(s: string): string {
  return cleanText(s).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** UTC time as "2026-05-01 10:00:00 UTC": unambiguous in a file read anywhere. */
export function utcTime(d: Date | null): string {
  return d ? `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC` : '—';
}

export const seconds = (ms: number) => (ms / 1000).toFixed(3);
