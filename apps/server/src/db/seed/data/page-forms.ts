import { form } from './page-blocks';

// The seeded pages' form blocks (both languages): their answers land in the console's form submissions.

/** /service/hosting: apply to host an open-source project with the community. */
export const hostingForm = {
  zh: form(
    'hosting',
    '提交托管申请',
    '说明项目地址、许可证与维护者，我们会在 5 个工作日内联系你。',
    '托管申请已收到，我们会尽快与你联系',
    [
      { key: 'project', label: '项目名称', required: true, maxLength: 80 },
      { key: 'repository', label: '仓库地址', required: true },
      {
        key: 'licence',
        label: '许可证',
        type: 'select',
        options: 'Apache-2.0\nMIT\nGPL-2.0\nMulanPSL-2.0\n其他',
      },
      { key: 'email', label: '联系邮箱', type: 'email', required: true },
      { key: 'about', label: '项目简介', type: 'textarea', maxLength: 1000 },
    ],
  ),
  en: form(
    'hosting',
    'Apply for hosting',
    'Tell us the repository, licence and maintainers and we will get in touch within 5 working days.',
    'Your hosting application was received: we will get in touch soon',
    [
      { key: 'project', label: 'Project name', required: true, maxLength: 80 },
      { key: 'repository', label: 'Repository address', required: true },
      {
        key: 'licence',
        label: 'Licence',
        type: 'select',
        options: 'Apache-2.0\nMIT\nGPL-2.0\nMulanPSL-2.0\nOther',
      },
      { key: 'email', label: 'Contact e-mail', type: 'email', required: true },
      { key: 'about', label: 'About the project', type: 'textarea', maxLength: 1000 },
    ],
  ),
};

/** /service/application: apply to join the ecosystem programme. */
export const applicationForm = {
  zh: form(
    'application',
    '提交生态申请',
    '填写合作方向，生态团队会在 5 个工作日内与你联系。',
    '生态申请已收到，生态团队会尽快与你联系',
    [
      { key: 'organisation', label: '企业名称', required: true, maxLength: 100 },
      {
        key: 'role',
        label: '合作类型',
        type: 'select',
        required: true,
        options: '芯片厂商\n整机与开发板厂商\n操作系统与基础软件\n应用开发商\n服务商\n其他',
      },
      { key: 'contact', label: '联系人', required: true, maxLength: 50 },
      { key: 'email', label: '联系邮箱', type: 'email', required: true },
      { key: 'mobile', label: '手机号', type: 'mobile' },
      { key: 'plan', label: '合作计划', type: 'textarea', required: true, maxLength: 1000 },
    ],
  ),
  en: form(
    'application',
    'Apply now',
    'Describe the cooperation and the ecosystem team will contact you within 5 working days.',
    'Your application was received: the ecosystem team will contact you soon',
    [
      { key: 'organisation', label: 'Organisation', required: true, maxLength: 100 },
      {
        key: 'role',
        label: 'Cooperation type',
        type: 'select',
        required: true,
        options:
          'Chip vendor\nSystem or board maker\nOS and base software\nApplication developer\nService provider\nOther',
      },
      { key: 'contact', label: 'Contact person', required: true, maxLength: 50 },
      { key: 'email', label: 'Contact e-mail', type: 'email', required: true },
      { key: 'mobile', label: 'Mobile', type: 'mobile' },
      { key: 'plan', label: 'Cooperation plan', type: 'textarea', required: true, maxLength: 1000 },
    ],
  ),
};

/** /service/certification: ask for a compatibility certification of a chip, board or software. */
export const certificationForm = {
  zh: form(
    'certification',
    '申请认证',
    '告诉我们待认证的产品，我们会安排云实验室测试。',
    '认证申请已收到，我们会尽快安排测试',
    [
      { key: 'product', label: '产品名称', required: true, maxLength: 100 },
      { key: 'category', label: '产品类别', type: 'select', required: true, options: '芯片\n开发板\n软件' },
      { key: 'vendor', label: '厂商', required: true, maxLength: 100 },
      { key: 'email', label: '联系邮箱', type: 'email', required: true },
      { key: 'environment', label: '测试环境与自测结果', type: 'textarea', maxLength: 2000 },
    ],
  ),
  en: form(
    'certification',
    'Apply for certification',
    'Tell us which product to certify and we will schedule the tests in the cloud lab.',
    'Your certification request was received: we will schedule the tests soon',
    [
      { key: 'product', label: 'Product name', required: true, maxLength: 100 },
      {
        key: 'category',
        label: 'Category',
        type: 'select',
        required: true,
        options: 'Chip\nBoard\nSoftware',
      },
      { key: 'vendor', label: 'Vendor', required: true, maxLength: 100 },
      { key: 'email', label: 'Contact e-mail', type: 'email', required: true },
      {
        key: 'environment',
        label: 'Test environment and self-test results',
        type: 'textarea',
        maxLength: 2000,
      },
    ],
  ),
};

/** /service/university: a university applies for the programme (joint lab, courses, competitions). */
export const universityForm = {
  zh: form(
    'university',
    '申请高校合作',
    '请注明学校、院系与联系人，我们会在 5 个工作日内回复。',
    '高校合作申请已收到，我们会尽快与你联系',
    [
      { key: 'university', label: '学校', required: true, maxLength: 100 },
      { key: 'department', label: '院系', required: true, maxLength: 100 },
      { key: 'contact', label: '联系人', required: true, maxLength: 50 },
      { key: 'email', label: '联系邮箱', type: 'email', required: true },
      {
        key: 'interest',
        label: '合作方向',
        type: 'select',
        options: '联合实验室\n课程共建\n竞赛\n实习与招聘',
      },
      { key: 'message', label: '补充说明', type: 'textarea', maxLength: 1000 },
    ],
  ),
  en: form(
    'university',
    'Apply for university cooperation',
    'Please give the university, department and a contact; we reply within 5 working days.',
    'Your application was received: we will contact you soon',
    [
      { key: 'university', label: 'University', required: true, maxLength: 100 },
      { key: 'department', label: 'Department', required: true, maxLength: 100 },
      { key: 'contact', label: 'Contact person', required: true, maxLength: 50 },
      { key: 'email', label: 'Contact e-mail', type: 'email', required: true },
      {
        key: 'interest',
        label: 'Cooperation',
        type: 'select',
        options: 'Joint lab\nCourses\nCompetitions\nInternships and hiring',
      },
      { key: 'message', label: 'Anything else', type: 'textarea', maxLength: 1000 },
    ],
  ),
};

/** /service/recruit: apply for an open position with a CV attached (signed-in applicants). */
export const recruitForm = {
  zh: form(
    'recruit',
    '投递简历',
    '选择应聘职位并上传简历（PDF、Word 或图片，不超过 10 MB，登录后可上传）。',
    '简历已收到，招聘团队会在 5 个工作日内与你联系',
    [
      { key: 'name', label: '姓名', required: true, maxLength: 50 },
      {
        key: 'position',
        label: '应聘职位',
        type: 'select',
        required: true,
        options: 'RISC-V 编译器工程师\nLinux 内核工程师\n开发者关系经理',
      },
      { key: 'email', label: '联系邮箱', type: 'email', required: true },
      { key: 'cv', label: '简历', type: 'file', required: true },
      { key: 'about', label: '自我介绍', type: 'textarea', maxLength: 1000 },
    ],
  ),
  en: form(
    'recruit',
    'Send your CV',
    'Choose the position and attach your CV (PDF, Word or an image up to 10 MB; sign in to attach it).',
    'Your CV was received: the hiring team will get in touch within 5 working days',
    [
      { key: 'name', label: 'Name', required: true, maxLength: 50 },
      {
        key: 'position',
        label: 'Position',
        type: 'select',
        required: true,
        options: 'RISC-V compiler engineer\nLinux kernel engineer\nDeveloper relations manager',
      },
      { key: 'email', label: 'Contact e-mail', type: 'email', required: true },
      { key: 'cv', label: 'CV', type: 'file', required: true },
      { key: 'about', label: 'About you', type: 'textarea', maxLength: 1000 },
    ],
  ),
};
