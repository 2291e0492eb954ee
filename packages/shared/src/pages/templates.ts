import { z } from 'zod';
import { MANUAL_CARDS, pageBlocks, type PageBlock } from './blocks';

/**
 * Page templates (issue 15, spec §1 `tpl`): a starting set of blocks in both languages. A new page
 * in the console starts from one (the create form pre-fills its blocks); staff then edit, reorder
 * and publish it like any page. Declared here, so every template is checked by the block schemas
 * (templates.test.ts) and the server answers them as they are (`templates.list`).
 */

export const PAGE_TEMPLATE_KEYS = [
  'programme',
  'eventLanding',
  'productLanding',
  'universityProgramme',
] as const;
export type PageTemplateKey = (typeof PAGE_TEMPLATE_KEYS)[number];

export interface PageTemplate {
  key: PageTemplateKey;
  blocksZh: PageBlock[];
  blocksEn: PageBlock[];
}

const hero = (title: string, subtitle: string, label: string, link: string): PageBlock => ({
  type: 'hero',
  props: { title, subtitle, image: '', buttons: [{ label, link }] },
});
const cards = (title: string, items: [string, string][]): PageBlock => ({
  type: 'cards',
  props: {
    title,
    ...MANUAL_CARDS,
    items: items.map(([t, text]) => ({ title: t, text, image: '', link: '' })),
  },
});
const steps = (title: string, items: [string, string][]): PageBlock => ({
  type: 'steps',
  props: { title, items: items.map(([t, text]) => ({ title: t, text })) },
});
const faq = (title: string, items: [string, string][]): PageBlock => ({
  type: 'faq',
  props: { title, items: items.map(([question, answer]) => ({ question, answer })) },
});
const cta = (title: string, text: string, buttonLabel: string, buttonLink: string): PageBlock => ({
  type: 'cta',
  props: { title, text, buttonLabel, buttonLink },
});
const rich = (markdown: string): PageBlock => ({ type: 'richText', props: { markdown } });
const contact = (title: string, text: string): PageBlock => ({ type: 'contactForm', props: { title, text } });

export const PAGE_TEMPLATES: readonly PageTemplate[] = [
  {
    key: 'programme',
    blocksZh: [
      hero('RISC-V 生态计划', '面向开源社区与企业的长期合作计划。', '申请加入', '/service/application'),
      rich('## 计划介绍\n\n说明计划的目标、面向对象与参与方式。'),
      cards('参与方可以获得', [
        ['技术支持', '社区工程师协助移植、适配与调优。'],
        ['开发板与实验室', '优先使用远程实验室与开发板。'],
        ['联合推广', '在社区活动与新闻中展示成果。'],
      ]),
      steps('参与流程', [
        ['提交申请', '填写项目与团队信息。'],
        ['评审', '工作组在十个工作日内答复。'],
        ['启动合作', '签署合作说明并开始工作。'],
      ]),
      faq('常见问题', [['谁可以申请？', '开源项目、企业与高校团队均可申请。']]),
      cta('准备好加入了吗？', '提交申请后我们会尽快联系你。', '立即申请', '/service/application'),
    ],
    blocksEn: [
      hero(
        'RISC-V Ecosystem Programme',
        'A long-term programme for open-source communities and companies.',
        'Apply',
        '/service/application',
      ),
      rich('## About the programme\n\nDescribe its goals, who it is for and how to take part.'),
      cards('What participants get', [
        ['Technical support', 'Community engineers help with porting, adaptation and tuning.'],
        ['Boards and labs', 'Priority access to the remote lab and development boards.'],
        ['Joint promotion', 'Results featured at community events and in the news.'],
      ]),
      steps('How it works', [
        ['Apply', 'Tell us about the project and the team.'],
        ['Review', 'The working group answers within ten working days.'],
        ['Start', 'Sign the cooperation note and begin.'],
      ]),
      faq('Questions', [['Who can apply?', 'Open-source projects, companies and university teams.']]),
      cta('Ready to join?', 'We will contact you soon after you apply.', 'Apply now', '/service/application'),
    ],
  },
  {
    key: 'eventLanding',
    blocksZh: [
      hero('RISC-V 技术沙龙', '时间 · 地点 · 主办方', '报名参加', '/activity'),
      rich('## 活动介绍\n\n介绍活动主题、议程亮点与适合的听众。'),
      steps('议程', [
        ['14:00 签到', '领取资料与胸牌。'],
        ['14:30 主题演讲', '嘉宾分享最新进展。'],
        ['16:00 交流', '自由讨论与合影。'],
      ]),
      cards('嘉宾', [['嘉宾姓名', '单位与职务。']]),
      faq('参会须知', [['需要付费吗？', '本次活动免费，需提前报名。']]),
      cta('不要错过', '名额有限，先到先得。', '立即报名', '/activity'),
    ],
    blocksEn: [
      hero('RISC-V Technical Salon', 'Date · venue · host', 'Sign up', '/activity'),
      rich('## About the event\n\nThe theme, the highlights of the agenda and who should come.'),
      steps('Agenda', [
        ['14:00 Check-in', 'Collect materials and badges.'],
        ['14:30 Keynote', 'Speakers share recent work.'],
        ['16:00 Networking', 'Open discussion and photos.'],
      ]),
      cards('Speakers', [['Speaker name', 'Organisation and role.']]),
      faq('Good to know', [['Is there a fee?', 'The event is free; please sign up in advance.']]),
      cta('Do not miss it', 'Places are limited.', 'Sign up now', '/activity'),
    ],
  },
  {
    key: 'productLanding',
    blocksZh: [
      hero('产品名称', '一句话说明产品为 RISC-V 开发者解决的问题。', '查看产品', '/hardware/preview'),
      cards('主要特性', [
        ['高性能', '说明处理器与主要规格。'],
        ['完整软件栈', '支持的操作系统与工具链。'],
        ['易于上手', '文档、示例与远程实验室。'],
      ]),
      rich('## 规格\n\n| 项目 | 说明 |\n| --- | --- |\n| 处理器 | |\n| 内存 | |'),
      faq('常见问题', [['在哪里购买？', '请联系厂商或通过商务合作留言。']]),
      contact('商务合作', '留下你的需求，我们会转给厂商。'),
    ],
    blocksEn: [
      hero(
        'Product name',
        'One sentence on what the product solves for RISC-V developers.',
        'See the product',
        '/hardware/preview',
      ),
      cards('Key features', [
        ['Performance', 'The processor and main specifications.'],
        ['Full software stack', 'Supported operating systems and toolchains.'],
        ['Easy to start', 'Documents, samples and the remote lab.'],
      ]),
      rich('## Specifications\n\n| Item | Value |\n| --- | --- |\n| Processor | |\n| Memory | |'),
      faq('Questions', [['Where can I buy it?', 'Contact the vendor or leave a business enquiry.']]),
      contact('Business cooperation', 'Tell us what you need and we pass it to the vendor.'),
    ],
  },
  {
    key: 'universityProgramme',
    blocksZh: [
      hero('高校合作计划', '与高校共建 RISC-V 课程、实验室与人才培养。', '申请合作', '/service/university'),
      cards('合作内容', [
        ['联合实验室', '提供开发板、远程实验环境与技术支持。'],
        ['课程共建', '共享课件、实验手册与在线课程。'],
        ['人才培养', '竞赛、实习与认证考试。'],
      ]),
      steps('申请流程', [
        ['提交意向', '学院与负责老师信息。'],
        ['方案沟通', '确定合作内容与时间。'],
        ['签约落地', '挂牌并开展教学。'],
      ]),
      faq('常见问题', [['需要费用吗？', '基础合作不收取费用。']]),
      cta('开始合作', '我们会在五个工作日内联系你。', '提交意向', '/service/university'),
    ],
    blocksEn: [
      hero(
        'University Programme',
        'RISC-V courses, labs and talent with universities.',
        'Apply',
        '/service/university',
      ),
      cards('What we do together', [
        ['Joint labs', 'Boards, the remote lab and technical support.'],
        ['Courses', 'Shared slides, lab manuals and online courses.'],
        ['Talent', 'Competitions, internships and certification exams.'],
      ]),
      steps('How to apply', [
        ['Express interest', 'The school and the lead teacher.'],
        ['Plan', 'Agree on the content and the timeline.'],
        ['Launch', 'Open the lab and start teaching.'],
      ]),
      faq('Questions', [['Is there a fee?', 'Basic cooperation is free of charge.']]),
      cta(
        'Start cooperating',
        'We contact you within five working days.',
        'Express interest',
        '/service/university',
      ),
    ],
  },
];

export const pageTemplateOf = (key: string) => PAGE_TEMPLATES.find((t) => t.key === key);

/** One template as `templates.list` answers it. */
export const pageTemplate = z.object({
  key: z.enum(PAGE_TEMPLATE_KEYS),
  blocksZh: pageBlocks,
  blocksEn: pageBlocks,
});
