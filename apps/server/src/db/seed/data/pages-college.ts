import type { PageAreaBody } from '@occ/shared/admin';
import { cards, contact, cta, faq, hero, md, page, steps } from './page-blocks';

// The college's programme pages (spec §2: /college/talent, /college/training, /college/campus).
export const collegePages: PageAreaBody[] = [
  page(
    'talent',
    '人才计划',
    'Talent programme',
    [
      hero('RISC-V 人才计划', '从入门课程到认证工程师，为企业输送懂芯片、懂系统的开发者。', [
        { label: '开始学习', link: '/college/study_route' },
        { label: '浏览课程', link: '/college/index' },
      ]),
      steps('成长路径', [
        ['入门', '完成 RISC-V 基础课程与在线实验。'],
        ['进阶', '在云实验室完成内核与驱动移植练习。'],
        ['认证', '通过课程考试，获得可在线验证的证书。'],
        ['推荐', '优秀学员进入合作企业的人才库。'],
      ]),
      cards('合作企业岗位', [
        ['嵌入式软件工程师', '熟悉 RISC-V 启动流程与设备树。'],
        ['编译器工程师', '参与 GCC / LLVM 的 RISC-V 后端优化。'],
        ['系统移植工程师', '负责发行版在新芯片上的适配。'],
      ]),
      faq('常见问题', [
        ['证书如何验证？', '每张证书带有编号与二维码，任何人都可以在证书页面在线验证。'],
        ['学习是否收费？', '课程与云实验室练习对注册开发者免费。'],
      ]),
      contact('企业人才合作', '希望加入人才计划的企业请留下联系方式。'),
    ],
    [
      hero(
        'RISC-V Talent Programme',
        'From first courses to certified engineers: developers who understand both chips and systems.',
        [
          { label: 'Start learning', link: '/college/study_route' },
          { label: 'Browse courses', link: '/college/index' },
        ],
      ),
      steps('Your path', [
        ['Start', 'Finish the RISC-V fundamentals course and its online labs.'],
        ['Advance', 'Port a kernel and drivers in the cloud lab.'],
        ['Certify', 'Pass the course exam and get a certificate anyone can verify online.'],
        ['Get noticed', 'Top learners join the talent pool of partner companies.'],
      ]),
      cards('Roles at partner companies', [
        ['Embedded software engineer', 'Knows the RISC-V boot flow and device trees.'],
        ['Compiler engineer', 'Works on the RISC-V back ends of GCC and LLVM.'],
        ['Porting engineer', 'Brings distributions up on new chips.'],
      ]),
      faq('Questions', [
        [
          'How is a certificate verified?',
          'Every certificate has a number and a QR code; anyone can verify it on the certificate page.',
        ],
        [
          'Does learning cost anything?',
          'Courses and cloud lab exercises are free for registered developers.',
        ],
      ]),
      contact(
        'Talent partnership for companies',
        'Companies joining the programme: leave your contact details.',
      ),
    ],
  ),
  page(
    'training',
    '培训服务',
    'Training',
    [
      hero('RISC-V 企业培训', '面向企业团队的定制培训：讲师授课、云实验室动手、结业考核。'),
      cards('培训课程', [
        ['RISC-V 架构与指令集', '2 天，含向量扩展与特权架构。', '/college/risc_v'],
        ['Linux 内核移植实战', '3 天，在云实验室的真实开发板上完成。', '/cloud/evaluation'],
        ['工具链与性能调优', '2 天，GCC/LLVM 编译选项与性能分析。', '/college/technical'],
      ]),
      md(
        '培训可在线或线下进行，每期 10 至 40 人。学员在培训期间获得云实验室的开发板预约权限，结业考核通过后获得课程证书。',
      ),
      cta('查看近期训练营', '公开训练营与开发者日同步发布在活动页面。', '查看活动', '/activity'),
      contact('预约企业培训', '告诉我们团队规模与目标，我们会给出培训方案。'),
    ],
    [
      hero(
        'RISC-V training for companies',
        'Tailored training for teams: instructor-led sessions, hands-on cloud lab work and a final exam.',
      ),
      cards('Courses', [
        [
          'RISC-V architecture and ISA',
          '2 days, including the vector extension and the privileged spec.',
          '/college/risc_v',
        ],
        ['Porting the Linux kernel', '3 days, on real boards in the cloud lab.', '/cloud/evaluation'],
        ['Toolchains and performance', '2 days: GCC/LLVM options and profiling.', '/college/technical'],
      ]),
      md(
        'Training runs online or on site for 10 to 40 people. Participants can reserve cloud lab boards during the training and receive a course certificate after passing the exam.',
      ),
      cta(
        'Upcoming training camps',
        'Public camps and developer days are listed with the events.',
        'See events',
        '/activity',
      ),
      contact('Book a training', 'Tell us about your team and goals and we will propose a plan.'),
    ],
  ),
  page(
    'campus',
    '校园计划',
    'Campus programme',
    [
      hero('RISC-V 校园计划', '与高校共建课程、实验室与开源社团。', [
        { label: '高校合作', link: '/service/university' },
      ]),
      cards('计划内容', [
        ['课程共建', '提供课件、实验指导与在线课程。', '/college/index'],
        ['云实验室', '学生免费预约远程开发板完成实验。', '/cloud/evaluation'],
        ['开源社团', '支持校园开源社团举办分享会与竞赛。', '/competition/app2025'],
      ]),
      faq('常见问题', [
        ['哪些学校可以参加？', '开设计算机、电子或微电子相关专业的高校均可申请。'],
        ['学生如何使用云实验室？', '学生注册后申请实验权限，由学校老师确认后即可预约开发板。'],
      ]),
      contact('申请加入校园计划', '请老师留下学校与课程信息。'),
    ],
    [
      hero(
        'RISC-V Campus Programme',
        'Courses, labs and open-source clubs built together with universities.',
        [{ label: 'University cooperation', link: '/service/university' }],
      ),
      cards('What it includes', [
        ['Shared courses', 'Slides, lab guides and online courses.', '/college/index'],
        ['Cloud lab', 'Students reserve remote boards for free for their labs.', '/cloud/evaluation'],
        ['Open-source clubs', 'Support for campus clubs running talks and contests.', '/competition/app2025'],
      ]),
      faq('Questions', [
        [
          'Which universities can join?',
          'Any university with computer science, electronics or microelectronics programmes.',
        ],
        [
          'How do students use the cloud lab?',
          'Students register and ask for lab access; once their teacher confirms, they can reserve boards.',
        ],
      ]),
      contact('Join the campus programme', 'Teachers: leave your university and course details.'),
    ],
  ),
];
