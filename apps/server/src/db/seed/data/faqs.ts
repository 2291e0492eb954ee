// Demo FAQ of the public help page (published at seed time).
export const faqs = [
  {
    category: 'account',
    sort: 10,
    questionZh: '如何注册账号？',
    questionEn: 'How do I create an account?',
    answerZh: '点击页面右上角的“注册”，用手机号或邮箱接收验证码即可完成注册。',
    answerEn: 'Choose "Register" at the top right and confirm the code sent to your mobile number or e-mail.',
  },
  {
    category: 'account',
    sort: 20,
    questionZh: '忘记密码怎么办？',
    questionEn: 'I forgot my password. What now?',
    answerZh: '在登录页选择“忘记密码”，通过已绑定的手机号或邮箱重新设置密码。',
    answerEn:
      'Choose "Forgot password" on the login page and reset it with your bound mobile number or e-mail.',
  },
  {
    category: 'lab',
    sort: 10,
    questionZh: '如何使用云实验室的开发板？',
    questionEn: 'How do I use a board in the cloud lab?',
    answerZh: '先在“云评测”页申请权限，审核通过后预约时段，在时段内从浏览器进入开发板控制台。',
    answerEn:
      'Apply for permission on the cloud evaluation page; once approved, reserve a slot and open the board console from your browser during it.',
  },
  {
    category: 'community',
    sort: 10,
    questionZh: '提问前需要注意什么？',
    questionEn: 'What should I check before asking a question?',
    answerZh: '请先搜索是否已有相同问题，并写清楚芯片、开发板、系统版本和复现步骤。',
    answerEn:
      'Search for the same question first, and state the chip, board, OS version and steps to reproduce.',
  },
];
