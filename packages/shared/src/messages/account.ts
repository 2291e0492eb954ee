// Account messages (spec §5 rules, §8 catalogue) in both complete locales.
export const accountMessages = {
  usernameRequired: { 'en-US': 'Please enter a username', 'zh-CN': '请输入用户名' },
  usernameNoSpaces: { 'en-US': 'The username cannot contain spaces', 'zh-CN': '用户名不能包含空格' },
  usernameLength: {
    'en-US': 'The username must be 2 to 12 characters',
    'zh-CN': '用户名长度为 2 到 12 个字符',
  },
  usernameLooksLikeContact: {
    'en-US': 'The username cannot be a mobile number or e-mail address',
    'zh-CN': '用户名不能是手机号或邮箱',
  },
  passwordRequired: { 'en-US': 'Please enter a password', 'zh-CN': '请输入密码' },
  passwordNoSpaces: { 'en-US': 'The password cannot contain spaces', 'zh-CN': '密码不能包含空格' },
  passwordNoChinese: {
    'en-US': 'The password cannot contain Chinese characters',
    'zh-CN': '密码不能包含中文',
  },
  passwordLength: {
    'en-US': 'The password must be 6 to 64 characters',
    'zh-CN': '密码长度为 6 到 64 个字符',
  },
  passwordClasses: {
    'en-US': 'Use at least two of: upper-case letters, lower-case letters, digits, symbols',
    'zh-CN': '密码需包含大写字母、小写字母、数字、符号中的至少两种',
  },
  passwordCommon: {
    'en-US': 'This password is too common, please choose another',
    'zh-CN': '该密码过于常见，请换一个',
  },
  passwordMismatch: { 'en-US': 'The two passwords do not match', 'zh-CN': '两次输入的密码不一致' },
  passwordWrong: { 'en-US': 'The current password is wrong', 'zh-CN': '当前密码不正确' },
  passwordChanged: { 'en-US': 'Password changed', 'zh-CN': '密码已修改' },
  passwordChangeFailed: {
    'en-US': 'Password modification failed, please try again',
    'zh-CN': '密码修改失败，请重试',
  },
  mobileInvalid: { 'en-US': 'Please enter a correct mobile number', 'zh-CN': '请输入正确的手机号' },
  emailInvalid: { 'en-US': 'Please enter a correct e-mail address', 'zh-CN': '请输入正确的邮箱' },
  targetRequired: {
    'en-US': 'Please enter a mobile number or e-mail address',
    'zh-CN': '请输入手机号或邮箱',
  },
  targetInvalid: {
    'en-US': 'Please enter a correct mobile number or e-mail address',
    'zh-CN': '请输入正确的手机号或邮箱',
  },
  accountRequired: { 'en-US': 'Please enter your account', 'zh-CN': '请输入账号' },
  codeRequired: { 'en-US': 'Please enter the verification code', 'zh-CN': '请输入验证码' },
  codeFormat: { 'en-US': 'The verification code is 6 digits', 'zh-CN': '验证码为 6 位数字' },
  captchaRequired: { 'en-US': 'Please enter the graphic code', 'zh-CN': '请输入图形验证码' },
  captchaWrong: {
    'en-US': 'The verification code parameter is abnormal',
    'zh-CN': '验证码参数异常',
  },
  captchaExpired: {
    'en-US': 'The verification code expires and is automatically updated for you',
    'zh-CN': '验证码已过期，已为你自动更新',
  },
  codeInvalid: {
    'en-US': 'The verification code is wrong or has expired',
    'zh-CN': '验证码错误或已过期',
  },
  codeMissing: { 'en-US': 'Please get a verification code first', 'zh-CN': '请先获取验证码' },
  codeTooManyTries: {
    'en-US': 'Too many wrong attempts, please get a new verification code',
    'zh-CN': '错误次数过多，请重新获取验证码',
  },
  codeCooldown: {
    'en-US': 'Please wait {seconds} seconds before requesting another code',
    'zh-CN': '请 {seconds} 秒后再获取验证码',
  },
  codeSent: { 'en-US': 'The verification code has been sent', 'zh-CN': '验证码已发送' },
  sendFailed: { 'en-US': 'Send failed', 'zh-CN': '发送失败' },
  agreeRequired: {
    'en-US': 'Please read and agree to the user agreement and privacy policy',
    'zh-CN': '请阅读并同意用户协议和隐私政策',
  },
  usernameTaken: { 'en-US': 'This username is already registered', 'zh-CN': '该用户名已被注册' },
  mobileTaken: { 'en-US': 'This mobile number is already registered', 'zh-CN': '该手机号已被注册' },
  emailTaken: { 'en-US': 'This e-mail address is already registered', 'zh-CN': '该邮箱已被注册' },
  registrationFailed: { 'en-US': 'Registration failed: {reason}', 'zh-CN': '注册失败：{reason}' },
  // the third-party (waiting identity) registration of /waitregister
  userRegistrationFailed: {
    'en-US': 'User registration failed: {reason}',
    'zh-CN': '用户注册失败：{reason}',
  },
  needRegister: {
    'en-US': 'This account is not registered yet; agree to the terms to create it',
    'zh-CN': '该账号尚未注册，同意协议后将自动注册',
  },
  loginFailed: { 'en-US': 'Login failed: {reason}', 'zh-CN': '登录失败：{reason}' },
  badCredentials: {
    'en-US': 'The account or password is incorrect',
    'zh-CN': '账号或密码错误',
  },
  loginThrottled: {
    'en-US': 'Too many failed attempts, please try again in {seconds} seconds',
    'zh-CN': '失败次数过多，请 {seconds} 秒后再试',
  },
  tokenInvalid: { 'en-US': 'token invalid, please log on again', 'zh-CN': 'token 无效，请重新登录' },
  infoNotPerfected: {
    'en-US': 'Please complete your personal information first',
    'zh-CN': '请先完善个人信息',
  },
  realNameRequired: { 'en-US': 'Please enter your name', 'zh-CN': '请输入姓名' },
  realNameInvalid: { 'en-US': 'Please enter a correct Chinese name', 'zh-CN': '请输入正确的中文姓名' },
  fileTooLarge: { 'en-US': 'The file cannot be greater than 5m!', 'zh-CN': '文件不能大于 5M！' },
  fileEmpty: { 'en-US': 'The file cannot be 0', 'zh-CN': '文件不能为 0' },
  fileTypeRefused: { 'en-US': 'This file type is not accepted', 'zh-CN': '不接受此文件类型' },
  uploadFailed: { 'en-US': 'Upload failed', 'zh-CN': '上传失败' },
  saveFailed: {
    'en-US': 'Save failed, please check the parameter configuration',
    'zh-CN': '保存失败，请检查参数配置',
  },
  bindFailed: { 'en-US': 'Failed to bind: {reason}', 'zh-CN': '绑定失败：{reason}' },
  lastLoginMethod: {
    'en-US': 'This is your last way to log in and cannot be unbound',
    'zh-CN': '这是你最后一种登录方式，无法解绑',
  },
  reauthRequired: {
    'en-US': 'Please confirm your current password first',
    'zh-CN': '请先确认当前密码',
  },
  alreadyBound: {
    'en-US': 'This account is already bound to another user',
    'zh-CN': '该账号已绑定其他用户',
  },
  enterpriseAlreadyApplied: {
    'en-US': 'Your application is already under review',
    'zh-CN': '你的申请正在审核中',
  },
  alreadyEnterprise: { 'en-US': 'You are already an enterprise user', 'zh-CN': '你已是企业用户' },
  deviceCodeInvalid: {
    'en-US': 'The code is wrong or has expired',
    'zh-CN': '授权码错误或已过期',
  },
} as const;
