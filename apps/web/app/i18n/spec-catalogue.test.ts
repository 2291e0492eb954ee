import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMessageKey, messages } from '@occ/shared';
import publicEn from './catalog-en-US';
import publicZh from './catalog-zh-CN';
import consoleEn from './console-catalog-en-US';
import consoleZh from './console-catalog-zh-CN';

// both tiers: the public site's and the console's
const en = { ...publicEn, ...consoleEn };
const zh = { ...publicZh, ...consoleZh };

// Spec §8's message catalogue, line by line: where each message lives (`S:` a server message of
// packages/shared/src/messages*, `W:` a key of the web catalogues) and that some code path raises
// it — a key defined but referenced by no server, web or shared source fails this test.

const CATALOGUE: Record<string, string[]> = {
  'Registration failed': ['S:registrationFailed'],
  'User registration failed': ['S:userRegistrationFailed'],
  'The id does not exist': ['S:idNotExist'],
  'The activity id does not exist': ['S:activityIdNotExist'],
  'token invalid, please log on again': ['S:tokenInvalid'],
  'The link address does not exist': ['S:linkNotExist'],
  'Failed to obtain the download link': ['S:downloadLinkFailed'],
  'Attachment being uploaded': ['S:ticketUploadBusy'],
  'The file cannot be greater than 5m!': ['S:fileTooLarge'],
  'The file cannot be 0': ['S:fileEmpty', 'S:labUploadEmpty'],
  'This file type is not accepted': ['S:fileTypeRefused'],
  'Upload failed': ['S:uploadFailed', 'S:labUploadFailed', 'W:community.upload.failed'],
  'The last file is being uploaded': ['S:uploadBusy', 'W:community.form.uploading'],
  'Publishing failed': ['S:publishFailed', 'W:community.form.failed'],
  'Failed to follow': ['W:community.social.followFailed', 'W:people.follows.followFailed'],
  'Failed to unfollow': ['W:community.social.unfollowFailed', 'W:people.follows.unfollowFailed'],
  'The verification code parameter is abnormal': ['S:captchaWrong'],
  'The verification code expires and is automatically updated for you': ['S:captchaExpired'],
  'Send failed': ['S:sendFailed'],
  'Error in obtaining configuration data': ['W:pages.configError'],
  'Request error': ['S:requestError'],
  'Application failed': ['S:labApplicationFailed'],
  'Failed to obtain permission': ['S:labNoPermission'],
  'Failed to bind': ['S:bindFailed'],
  'Interface exception': ['S:interfaceException'],
  'Interface error': ['S:interfaceError', 'W:error.interface'],
  'API call failed': ['S:apiCallFailed'],
  'Request failed': ['S:requestStatus', 'W:community.list.failed'],
  'Save failed': ['S:saveFailed', 'W:videos.upload.saveFailed'],
  'Something wrong with the page': ['W:error.page'],
  'Login failed': ['S:loginFailed', 'W:auth.login.failed'],
  'Login failure': ['S:ssoAuthFail'],
  'Login information is invalid': ['S:loginTimeout'],
  'Invalid JSON': ['S:invalidJson'],
  'Network exception': ['W:error.networkException'],
  'Failed to create a ticket': ['W:tickets.form.failed'],
  'Password modification failed': ['S:passwordChangeFailed'],
  'Failed to close, re-submit': ['W:tickets.actions.closeFailed'],
  'draft save failed': ['S:draftSaveFailed'],
  'The system is currently unavailable': ['S:internal'],
  'The environment is not ready': ['S:labEnvNotReady'],
  'The development board is not ready': ['S:labBoardNotReady', 'S:deviceUnavailable'],
  'Camera exception': ['S:labCameraError'],
  'Reset failed': ['S:labResetFailed'],
  'Please log in before sharing': ['W:community.social.shareNeedLogin'],
  'No results': ['W:searchPage.empty'],
  'No data available': ['W:community.list.empty', 'W:lab.empty'],
  'No related blog': ['W:posts.list.empty', 'W:posts.detail.noRelated'],
  'No related video': ['W:videos.list.empty'],
  'No related Q&A': ['W:community.list.noRelated'],
  'No related news': ['W:news.empty', 'W:home.noNews'],
  'No related resources': ['W:resources.empty'],
};

/** §8 messages of features not built yet: each comes with its feature, which then moves it up. */
const NOT_BUILT = [] as const;

const root = path.resolve(import.meta.dirname, '../../../..');
const SOURCES = ['apps/server/src', 'apps/web/app', 'packages/shared/src'];

/** Every non-test source file, minus the catalogues themselves. */
function sourceText(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'i18n' && e.name !== 'messages') walk(p);
      } else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !p.endsWith('messages.ts'))
        out.push(fs.readFileSync(p, 'utf8'));
    }
  };
  for (const s of SOURCES) walk(path.join(root, s));
  return out.join('\n');
}

function webText(catalogue: unknown, key: string): string | undefined {
  let v: unknown = catalogue;
  for (const part of key.split('.'))
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return typeof v === 'string' ? v : undefined;
}

const entries = Object.entries(CATALOGUE).flatMap(([text, keys]) => keys.map((k) => ({ text, key: k })));

describe('spec §8 message catalogue', () => {
  const code = sourceText();

  it.each(entries)('$text: $key exists in zh-CN and en-US with the spec wording', ({ text, key }) => {
    const [kind, name] = [key.slice(0, 1), key.slice(2)];
    if (kind === 'S') {
      expect(isMessageKey(name), name).toBe(true);
      const m = messages[name as keyof typeof messages];
      expect(m['en-US'].toLowerCase()).toContain(text.toLowerCase());
      expect(m['zh-CN']).toBeTruthy();
    } else {
      expect(webText(en, name)?.toLowerCase()).toContain(text.toLowerCase());
      expect(webText(zh, name)).toBeTruthy();
    }
  });

  it.each(entries)('$text: some code path raises $key', ({ key }) => {
    const name = key.slice(2);
    expect(code.includes(`'${name}'`), `${name} is referenced nowhere`).toBe(true);
  });

  it('covers every message of §8 once, built or listed as not built yet', () => {
    const listed = [...Object.keys(CATALOGUE), ...NOT_BUILT];
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toHaveLength(52);
  });
});
