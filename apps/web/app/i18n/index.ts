import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { contentLocale } from '@occ/shared';
import adminEn from './admin/en-US.json';
import adminZh from './admin/zh-CN.json';
import adminReviewsEn from './admin-reviews/en-US.json';
import adminReviewsZh from './admin-reviews/zh-CN.json';
import authEn from './auth/en-US.json';
import authZh from './auth/zh-CN.json';
import communityEn from './community/en-US.json';
import communityZh from './community/zh-CN.json';
import enUS from './en-US.json';
import labEn from './lab/en-US.json';
import labZh from './lab/zh-CN.json';
import labConsoleEn from './lab-console/en-US.json';
import labConsoleZh from './lab-console/zh-CN.json';
import peopleEn from './people/en-US.json';
import peopleZh from './people/zh-CN.json';
import postsEn from './posts/en-US.json';
import postsZh from './posts/zh-CN.json';
import profileEn from './profile/en-US.json';
import profileZh from './profile/zh-CN.json';
import videosEn from './videos/en-US.json';
import videosZh from './videos/zh-CN.json';
import zhCN from './zh-CN.json';

// One catalogue per area (top-level key = area), merged per locale; every key exists in both.
export const resources = {
  'zh-CN': {
    translation: {
      ...zhCN,
      ...authZh,
      ...peopleZh,
      ...labZh,
      ...adminZh,
      ...communityZh,
      ...profileZh,
      ...labConsoleZh,
      ...postsZh,
      ...adminReviewsZh,
      ...videosZh,
    },
  },
  'en-US': {
    translation: {
      ...enUS,
      ...authEn,
      ...peopleEn,
      ...labEn,
      ...adminEn,
      ...communityEn,
      ...profileEn,
      ...labConsoleEn,
      ...postsEn,
      ...adminReviewsEn,
      ...videosEn,
    },
  },
} as const;

/** One i18next instance per locale; locales without a catalogue show en-US (or zh-CN for zh-*). */
export function createI18n(locale: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: contentLocale(locale),
    fallbackLng: 'en-US',
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  });
  return instance;
}

const instances = new Map<string, i18n>();

/** Translation outside React (meta functions): one cached instance per complete locale. */
export function translateFor(
  locale: string | undefined,
  key: string,
  options?: Record<string, unknown>,
): string {
  const lng = contentLocale(locale ?? 'zh-CN');
  let inst = instances.get(lng);
  if (!inst) {
    inst = createI18n(lng);
    instances.set(lng, inst);
  }
  return inst.t(key, options);
}
