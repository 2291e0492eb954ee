import { CODE_TTL_SECONDS, type CodeScene, type CompleteLocale } from '@occ/shared';

// The words of the one-time code message, in the requester's language. Server-only text: it
// travels by e-mail or SMS, never through the UI catalogues.

const PURPOSE: Record<CodeScene, Record<CompleteLocale, string>> = {
  register: { 'zh-CN': '注册账号', 'en-US': 'create your account' },
  login: { 'zh-CN': '登录', 'en-US': 'log in' },
  reset: { 'zh-CN': '重置密码', 'en-US': 'reset your password' },
  bind: { 'zh-CN': '绑定账号', 'en-US': 'bind this address to your account' },
};

export function codeMessage(locale: CompleteLocale, scene: CodeScene, code: string) {
  const minutes = CODE_TTL_SECONDS / 60;
  const purpose = PURPOSE[scene][locale];
  if (locale === 'zh-CN') {
    return {
      subject: `OCC 验证码：${code}`,
      text: `【OCC】你的验证码是 ${code}，用于${purpose}，${minutes} 分钟内有效，仅可使用一次。如非本人操作，请忽略。`,
    };
  }
  return {
    subject: `OCC verification code: ${code}`,
    text: `[OCC] Your verification code is ${code}. Use it to ${purpose}; it is valid for ${minutes} minutes and works once. If you did not ask for it, ignore this message.`,
  };
}
