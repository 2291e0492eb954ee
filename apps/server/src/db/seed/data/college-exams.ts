import { stage, type SeedCourse, type SeedQuiz } from './college';

/** The quiz lesson's exam: the first 5 `privileged` questions of the bank, fixed. */
export const seedQuiz: SeedQuiz = {
  titleZh: '特权架构小测验',
  titleEn: 'Privileged architecture quiz',
  category: 'privileged',
  count: 5,
  timeLimitMinutes: 15,
  passPercent: 60,
  attemptsAllowed: 3,
};

/**
 * A course that ends with a quiz lesson (its questions drawn from the bank's `privileged`
 * category) and the final exam of the ISA course (random questions from `isa`).
 */
export const seedQuizCourse: SeedCourse = {
  slug: 'riscv-privileged-basics',
  titleZh: 'RISC-V 特权架构入门',
  titleEn: 'RISC-V privileged architecture basics',
  summaryZh: '特权模式、控制状态寄存器与陷入处理，最后以一次小测验检验所学。',
  summaryEn: 'Privilege modes, control and status registers and trap handling, checked by a short quiz.',
  level: 'intermediate',
  category: 'risc_v',
  featured: false,
  stages: [stage('模式与陷入', 'Modes and traps'), stage('小测验', 'Quiz')],
  videos: [],
  quiz: seedQuiz,
  lessons: [
    [
      '特权模式',
      'Privilege modes',
      15,
      '## M、S、U 三种模式\n\n机器模式（M）拥有全部权限；监管模式（S）运行操作系统内核；用户模式（U）运行应用。',
      '## M, S and U\n\nMachine mode (M) has every right; supervisor mode (S) runs the kernel; user mode (U) runs applications.',
      1,
    ],
    [
      '陷入与 CSR',
      'Traps and CSRs',
      20,
      '发生陷入时，硬件把地址写入 `mepc`、原因写入 `mcause`，并跳转到 `mtvec`；处理完成后执行 `mret` 返回。',
      'On a trap the hart writes the address to `mepc` and the cause to `mcause`, then jumps to `mtvec`; the handler returns with `mret`.',
      1,
    ],
    [
      '小测验：特权架构',
      'Quiz: privileged architecture',
      10,
      '回答 5 道题，答对 60% 即通过。',
      'Answer 5 questions; 60% passes.',
      2,
    ],
  ],
};

/** The ISA course's final exam: 10 random `isa` questions. */
export const seedFinalExam = {
  course: 'riscv-isa-basics',
  titleZh: 'RISC-V 指令集结业考试',
  titleEn: 'RISC-V ISA final exam',
  categories: ['isa'],
  drawCount: 10,
  timeLimitMinutes: 30,
  passPercent: 70,
  attemptsAllowed: 3,
};
