import type { PageAreaBody } from '@occ/shared/admin';
import {
  agenda,
  cards,
  certified,
  contact,
  cta,
  faq,
  hero,
  liveCards,
  md,
  page,
  stats,
  steps,
} from './page-blocks';
import { applicationForm, certificationForm, hostingForm, recruitForm, universityForm } from './page-forms';

// The /service pages and /iscas as the page system holds them (both languages).
export const seedPages: PageAreaBody[] = [
  page(
    'building',
    '生态建设',
    'Ecosystem building',
    [
      hero('RISC-V 生态建设计划', '联合芯片、整机、操作系统与应用伙伴，共建开放的 RISC-V 软硬件生态。', [
        { label: '申请加入', link: '/service/application' },
        { label: '兼容性认证', link: '/service/certification' },
      ]),
      cards('我们提供', [
        ['开发板与云实验室', '免费预约远程开发板，在浏览器里完成移植与测试。', '/cloud/evaluation'],
        ['技术支持', '架构师一对一答疑，覆盖工具链、内核与驱动移植。'],
        ['市场推广', '优秀方案在社区首页、年度大会与行业沙龙展示。', '/service/salon'],
      ]),
      stats('生态概况', [
        ['200', '生态伙伴', '+'],
        ['50', '兼容认证产品', '+'],
        ['30', '合作高校', '+'],
      ]),
      steps('参与流程', [
        ['提交申请', '填写企业与方案信息。'],
        ['方案评估', '生态团队在 5 个工作日内给出评估意见。'],
        ['联合开发', '获得开发板、云实验室权限与技术支持。'],
        ['发布推广', '通过兼容性认证后进入生态产品目录。'],
      ]),
      contact('与生态团队联系', '留下需求，我们会在 2 个工作日内回复。'),
    ],
    [
      hero(
        'RISC-V Ecosystem Building Programme',
        'Chip, system, OS and application partners building an open RISC-V hardware and software ecosystem together.',
        [
          { label: 'Apply to join', link: '/service/application' },
          { label: 'Compatibility certification', link: '/service/certification' },
        ],
      ),
      cards('What we offer', [
        [
          'Boards and cloud lab',
          'Reserve remote development boards for free and port and test in the browser.',
          '/cloud/evaluation',
        ],
        ['Technical support', 'One-to-one help from architects on toolchains, kernels and driver porting.'],
        [
          'Promotion',
          'Outstanding solutions are featured on the home page, at the annual conference and at salons.',
          '/service/salon',
        ],
      ]),
      stats('The ecosystem at a glance', [
        ['200', 'Ecosystem partners', '+'],
        ['50', 'Certified compatible products', '+'],
        ['30', 'Partner universities', '+'],
      ]),
      steps('How it works', [
        ['Apply', 'Tell us about your company and solution.'],
        ['Assessment', 'The ecosystem team replies within 5 working days.'],
        ['Joint development', 'Get boards, cloud lab access and technical support.'],
        ['Launch', 'After certification your product enters the ecosystem catalogue.'],
      ]),
      contact('Contact the ecosystem team', 'Leave your needs and we reply within 2 working days.'),
    ],
  ),
  page(
    'hosting',
    '项目托管',
    'Project hosting',
    [
      hero('开源项目托管', '将你的 RISC-V 开源项目托管到社区，获得代码仓库、持续集成与真机测试资源。'),
      md(
        '## 托管要求\n\n- 使用 OSI 认可的开源许可证\n- 项目与 RISC-V 软硬件生态相关\n- 至少一名长期维护者\n\n托管项目可使用社区的 **CI 构建集群** 与 **云实验室真机**，每月发布维护报告。',
      ),
      faq('常见问题', [
        ['托管是否收费？', '不收费，社区承担构建与测试资源。'],
        ['托管后版权归谁？', '版权仍归原作者与贡献者所有。'],
      ]),
      hostingForm.zh,
    ],
    [
      hero(
        'Open-source project hosting',
        'Host your RISC-V open-source project with the community: repositories, continuous integration and real-board testing.',
      ),
      md(
        '## Requirements\n\n- An OSI-approved open-source licence\n- Relevant to the RISC-V hardware and software ecosystem\n- At least one long-term maintainer\n\nHosted projects use the community **CI build cluster** and **cloud lab boards**, and publish a monthly maintenance report.',
      ),
      faq('Questions', [
        ['Does hosting cost anything?', 'No. The community pays for build and test resources.'],
        ['Who owns the copyright?', 'The original authors and contributors keep it.'],
      ]),
      hostingForm.en,
    ],
  ),
  page(
    'application',
    '生态申请',
    'Programme application',
    [
      hero('申请加入生态计划', '芯片厂商、整机厂商、软件开发商与服务商均可申请。'),
      steps('申请步骤', [
        ['完善企业认证', '在个人中心完成企业认证。'],
        ['提交申请', '描述合作方向与计划投入。'],
        ['签署协议', '审核通过后签署生态合作协议。'],
      ]),
      cta('先完成企业认证', '企业认证通过后即可提交生态申请。', '去认证', '/people/my/enterprise'),
      applicationForm.zh,
    ],
    [
      hero(
        'Apply to join the ecosystem programme',
        'Chip vendors, system makers, software developers and service providers are welcome.',
      ),
      steps('Steps', [
        ['Certify your enterprise', 'Complete enterprise certification in your account.'],
        ['Apply', 'Describe the cooperation and what you plan to invest.'],
        ['Sign', 'Sign the ecosystem agreement once approved.'],
      ]),
      cta(
        'Certify your enterprise first',
        'Once certified you can apply to the programme.',
        'Certify',
        '/people/my/enterprise',
      ),
      applicationForm.en,
    ],
  ),
  page(
    'certification',
    '兼容性认证',
    'Compatibility certification',
    [
      hero('RISC-V 兼容性认证', '面向芯片、开发板与软件的兼容性测试与认证，认证产品进入生态产品目录。'),
      steps('认证流程', [
        ['提交材料', '产品规格、测试环境与自测报告。'],
        ['实验室测试', '在云实验室运行标准测试套件（约 10 个工作日）。'],
        ['结果评审', '专家评审测试结果。'],
        ['颁发证书', '通过后颁发证书并在产品目录标注。'],
      ]),
      md(
        '## 认证要求\n\n| 类别 | 要求 |\n| --- | --- |\n| 芯片 | 通过 RVA22 指令集兼容性测试 |\n| 开发板 | 可启动主线 Linux 内核 |\n| 软件 | 在两款认证开发板上通过功能测试 |',
      ),
      certified('已认证产品', '通过兼容性认证的芯片、开发板与整机产品；输入证书编号可核验证书。'),
      certificationForm.zh,
    ],
    [
      hero(
        'RISC-V compatibility certification',
        'Compatibility testing and certification for chips, boards and software; certified products enter the ecosystem catalogue.',
      ),
      steps('Process', [
        ['Submit documents', 'Product specification, test environment and self-test report.'],
        ['Lab testing', 'The standard test suite runs in the cloud lab (about 10 working days).'],
        ['Review', 'Experts review the results.'],
        ['Certificate', 'Certified products are marked in the catalogue.'],
      ]),
      md(
        '## Requirements\n\n| Category | Requirement |\n| --- | --- |\n| Chip | Passes the RVA22 ISA compatibility tests |\n| Board | Boots the mainline Linux kernel |\n| Software | Passes functional tests on two certified boards |',
      ),
      certified(
        'Certified products',
        'Chips, boards and devices that passed the compatibility certification; enter a certificate number to verify it.',
      ),
      certificationForm.en,
    ],
  ),
  page(
    'university',
    '高校计划',
    'University programme',
    [
      hero('RISC-V 高校计划', '为高校提供联合实验室、课程资源与师资培训，培养开放指令集人才。'),
      cards('合作方式', [
        ['联合实验室', '捐赠开发板与云实验室配额，共建教学实验环境。'],
        ['课程共建', '体系结构、操作系统与编译原理课程的 RISC-V 实验包。'],
        ['师资培训', '每年寒暑假举办教师研修班。'],
      ]),
      liveCards('最新课程', 'courses', 3),
      faq('常见问题', [
        ['哪些高校可以申请？', '开设计算机或电子相关专业的高校与职业院校。'],
        ['学生如何参与？', '通过社区竞赛与实习项目参与真实项目开发。'],
      ]),
      universityForm.zh,
    ],
    [
      hero(
        'RISC-V University Programme',
        'Joint labs, course materials and teacher training for universities, growing open-ISA talent.',
      ),
      cards('How we cooperate', [
        ['Joint labs', 'Donated boards and cloud lab quota for teaching labs.'],
        ['Courses', 'RISC-V lab packs for computer architecture, operating systems and compilers.'],
        ['Teacher training', 'Workshops every winter and summer break.'],
      ]),
      liveCards('Newest courses', 'courses', 3),
      faq('Questions', [
        ['Who can apply?', 'Universities and colleges with computing or electronics programmes.'],
        ['How can students take part?', 'Through community contests and internships on real projects.'],
      ]),
      universityForm.en,
    ],
  ),
  page(
    'recruit',
    '人才招聘',
    'Careers',
    [
      hero('加入我们', '与开源社区一起，推动 RISC-V 软硬件生态走向成熟。'),
      cards('开放职位', [
        ['RISC-V 编译器工程师', '负责 GCC/LLVM 后端优化与向量扩展支持（杭州）。'],
        ['Linux 内核工程师', '负责 RISC-V 平台内核移植与驱动维护（上海）。'],
        ['开发者关系经理', '运营开发者社区、组织技术沙龙（北京）。'],
      ]),
      recruitForm.zh,
    ],
    [
      hero('Join us', 'Work with the open-source community to bring the RISC-V ecosystem to maturity.'),
      cards('Open positions', [
        [
          'RISC-V compiler engineer',
          'GCC/LLVM back-end optimisation and vector extension support (Hangzhou).',
        ],
        ['Linux kernel engineer', 'Kernel porting and driver maintenance for RISC-V platforms (Shanghai).'],
        [
          'Developer relations manager',
          'Run the developer community and organise technical salons (Beijing).',
        ],
      ]),
      recruitForm.en,
    ],
  ),
  page(
    'coscon',
    'COSCon 开源年会',
    'COSCon open-source conference',
    [
      hero('COSCon 中国开源年会 · RISC-V 分论坛', '与开源贡献者一起探讨 RISC-V 的软件生态、工具链与发行版。'),
      md('## 议程亮点\n\n- 主线内核对 RISC-V 的最新支持\n- 发行版移植经验分享\n- 向量扩展在 AI 推理中的实践'),
      agenda('分论坛议程', [
        ['14:00', '主线内核对 RISC-V 的最新支持', '待定', '中科院软件所'],
        ['14:40', '发行版移植经验分享', '待定', '开源社区'],
        ['15:20', '向量扩展在 AI 推理中的实践', '待定', '生态伙伴'],
      ]),
      cta('观看往期视频', '往届演讲视频已在社区发布。', '去看看', '/community/video'),
    ],
    [
      hero(
        'COSCon · RISC-V track',
        'Meet open-source contributors to discuss the RISC-V software ecosystem, toolchains and distributions.',
      ),
      md(
        '## Highlights\n\n- The latest RISC-V support in the mainline kernel\n- Lessons from porting distributions\n- The vector extension in AI inference',
      ),
      agenda('Track agenda', [
        ['14:00', 'The latest RISC-V support in the mainline kernel', 'TBA', 'ISCAS'],
        ['14:40', 'Lessons from porting distributions', 'TBA', 'Open-source community'],
        ['15:20', 'The vector extension in AI inference', 'TBA', 'Ecosystem partner'],
      ]),
      cta('Watch past talks', 'Videos of previous talks are in the community.', 'Watch', '/community/video'),
    ],
  ),
  page(
    'industry2024',
    '2024 产业大会',
    'Industry Conference 2024',
    [
      hero('2024 RISC-V 产业生态大会', '芯片、整机与应用伙伴共同发布年度生态成果。'),
      cards('大会亮点', [
        ['生态成果发布', '发布 30 余款通过兼容性认证的产品。'],
        ['产业圆桌', '围绕 AIoT、边缘计算与服务器的产业讨论。'],
        ['展区', '40 家伙伴的芯片、开发板与整机现场演示。'],
      ]),
      faq('参会须知', [
        ['如何报名？', '通过下方联系方式提交参会意向，我们会发送确认邮件。'],
        ['是否提供直播？', '主论坛全程直播，回放在社区视频频道发布。'],
      ]),
      contact('参会与合作咨询', '参展、演讲或赞助请与我们联系。'),
    ],
    [
      hero(
        'RISC-V Industry Ecosystem Conference 2024',
        'Chip, system and application partners present the year’s ecosystem results.',
      ),
      cards('Highlights', [
        ['Ecosystem results', 'Over 30 newly certified products announced.'],
        ['Industry round tables', 'AIoT, edge computing and servers.'],
        ['Exhibition', 'Live demos of chips, boards and systems from 40 partners.'],
      ]),
      faq('Attending', [
        ['How do I register?', 'Send us your interest below and we will e-mail a confirmation.'],
        [
          'Is there a live stream?',
          'The main forum is streamed live; replays go to the community video channel.',
        ],
      ]),
      contact('Attendance and partnership', 'Contact us about exhibiting, speaking or sponsoring.'),
    ],
  ),
  page(
    'salon',
    '技术沙龙',
    'Technical salons',
    [
      hero('RISC-V 技术沙龙', '每月一期，走进城市与高校，分享一线开发经验。'),
      steps('近期安排', [
        ['杭州站', '玄铁处理器上的 Linux 性能调优。'],
        ['深圳站', '基于 RISC-V 的 AIoT 产品量产实践。'],
        ['北京站', '编译器与向量扩展：从理论到实践。'],
      ]),
      cta('成为分享嘉宾', '欢迎投稿你的 RISC-V 实践。', '发布文章', '/community/post/write'),
      contact('合作举办沙龙', '高校与企业可联合举办城市站。'),
    ],
    [
      hero(
        'RISC-V technical salons',
        'Monthly meetups in cities and universities sharing hands-on experience.',
      ),
      steps('Coming up', [
        ['Hangzhou', 'Linux performance tuning on XuanTie processors.'],
        ['Shenzhen', 'Mass-producing RISC-V AIoT products.'],
        ['Beijing', 'Compilers and the vector extension in practice.'],
      ]),
      cta(
        'Become a speaker',
        'Share your RISC-V experience with the community.',
        'Write a post',
        '/community/post/write',
      ),
      contact('Host a salon with us', 'Universities and companies can co-host a city meetup.'),
    ],
  ),
  page(
    'iscas',
    '中科院软件所合作',
    'ISCAS partnership',
    [
      hero('中国科学院软件研究所 × OCC', '携手推进 RISC-V 操作系统与基础软件生态。'),
      md(
        '中国科学院软件研究所（ISCAS）长期投入 RISC-V 基础软件研发，主导多个发行版的 RISC-V 移植，并持续向上游社区贡献补丁。\n\n双方在 **操作系统适配**、**工具链优化** 与 **人才培养** 方面开展合作。',
      ),
      cards('合作方向', [
        ['操作系统适配', '主流发行版在认证开发板上的持续集成。'],
        ['工具链优化', 'GCC、LLVM 与 OpenJDK 的 RISC-V 后端优化。'],
        ['人才培养', '联合实习计划与开源贡献竞赛。', '/service/university'],
      ]),
    ],
    [
      hero('ISCAS × OCC', 'Advancing the RISC-V operating system and system software ecosystem together.'),
      md(
        'The Institute of Software, Chinese Academy of Sciences (ISCAS) has long invested in RISC-V system software, leads the RISC-V ports of several distributions and contributes patches upstream.\n\nThe partnership covers **OS adaptation**, **toolchain optimisation** and **talent development**.',
      ),
      cards('Areas of cooperation', [
        ['OS adaptation', 'Continuous integration of major distributions on certified boards.'],
        ['Toolchains', 'RISC-V back-end work on GCC, LLVM and OpenJDK.'],
        ['Talent', 'Joint internships and open-source contribution contests.', '/service/university'],
      ]),
    ],
  ),
];
