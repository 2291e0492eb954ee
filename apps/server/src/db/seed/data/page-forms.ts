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
