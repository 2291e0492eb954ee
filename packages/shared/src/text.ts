// The one shortener of the portal; the server's plain-text.ts feeds it the reading text of markdown.

/**
 * `text` on one line, at most `max` characters (code points, so no emoji is split). When it is
 * longer it ends with "…", cut after the last whole word when one ends in the last third,
 * else (text without spaces, such as Chinese) after the last whole character.
 */
export function shortenText(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  const kept = chars.slice(0, Math.max(0, max - 1));
  // the last kept word is whole when a space follows it
  const space = chars[kept.length] === ' ' ? kept.length : kept.lastIndexOf(' ');
  const cut = space > 0 && space >= Math.floor(((max - 1) * 2) / 3) ? kept.slice(0, space) : kept;
  return `${cut.join('').trimEnd()}…`;
}
