// The cities of offline events (issue 19: filter by city). The console types a city as free
// text; it is stored, filtered and listed in one canonical spelling so that "杭州", "杭州市",
// " hangzhou " and "Hangzhou City" are one city. Known cities are named by their Chinese name
// (and shown in English on the English pages); any other city keeps its name with the spaces
// collapsed and each word of Latin letters capitalised ("new  york" → "New York").

/** The known cities: canonical (Chinese) name → English name and other spellings. */
export const CITY_DICTIONARY: Readonly<Record<string, { en: string; aliases?: readonly string[] }>> = {
  北京: { en: 'Beijing', aliases: ['peking'] },
  上海: { en: 'Shanghai' },
  广州: { en: 'Guangzhou', aliases: ['canton'] },
  深圳: { en: 'Shenzhen' },
  杭州: { en: 'Hangzhou' },
  南京: { en: 'Nanjing' },
  苏州: { en: 'Suzhou' },
  成都: { en: 'Chengdu' },
  武汉: { en: 'Wuhan' },
  西安: { en: "Xi'an" },
  重庆: { en: 'Chongqing' },
  天津: { en: 'Tianjin' },
  长沙: { en: 'Changsha' },
  合肥: { en: 'Hefei' },
  厦门: { en: 'Xiamen', aliases: ['amoy'] },
  青岛: { en: 'Qingdao' },
  济南: { en: 'Jinan' },
  郑州: { en: 'Zhengzhou' },
  无锡: { en: 'Wuxi' },
  宁波: { en: 'Ningbo' },
  香港: { en: 'Hong Kong' },
  澳门: { en: 'Macau', aliases: ['macao'] },
  台北: { en: 'Taipei' },
  新加坡: { en: 'Singapore' },
};

/** The key a spelling is compared by: case, width, spaces and a trailing "市"/"city" ignored. */
export function cityKey(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?:市|\s+city)$/u, '')
    .replace(/[\s'’-]+/g, '');
}

const byKey = new Map<string, string>();
for (const [zh, { en, aliases = [] }] of Object.entries(CITY_DICTIONARY)) {
  for (const spelling of [zh, en, ...aliases]) byKey.set(cityKey(spelling), zh);
}

/** The canonical spelling of a city ('' for none). */
export function normalizeCity(raw: string): string {
  const known = byKey.get(cityKey(raw));
  if (known) return known;
  const tidy = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
  // a trailing "市" is part of the Chinese way of writing a city, not of its name
  const name = tidy.length > 1 ? tidy.replace(/市$/u, '') : tidy;
  // words of Latin letters only are capitalised ("new york", "NEW YORK" → "New York"); others kept
  return name
    .split(' ')
    .map((w) =>
      /^[a-z]+(?:['’-][a-z]+)*$/i.test(w)
        ? w.toLowerCase().replace(/(^|['’-])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase())
        : w,
    )
    .join(' ');
}

/** How a (canonical) city is shown in a locale: known cities in English on English pages. */
export function cityLabel(city: string, locale: string): string {
  return locale.startsWith('en') ? (CITY_DICTIONARY[city]?.en ?? city) : city;
}
