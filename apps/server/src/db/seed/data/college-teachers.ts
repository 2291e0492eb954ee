// Demo teachers and tags of the demo courses (issue 20). The teachers are invented for the demo;
// the college home lists them with the courses they teach.

export interface SeedTeacher {
  nameZh: string;
  nameEn: string;
  roleZh: string;
  roleEn: string;
}

const teacher = (nameZh: string, nameEn: string, roleZh: string, roleEn: string): SeedTeacher => ({
  nameZh,
  nameEn,
  roleZh,
  roleEn,
});

const WANG = teacher(
  '王明远',
  'Wang Mingyuan',
  '开源芯片社区高级工程师',
  'Senior engineer, open-source chip community',
);
const LI = teacher(
  '李晓岚',
  'Li Xiaolan',
  '计算机体系结构副教授',
  'Associate professor of computer architecture',
);
const CHEN = teacher('陈立', 'Chen Li', '编译器与工具链工程师', 'Compiler and toolchain engineer');
const ZHAO = teacher(
  '赵婧',
  'Zhao Jing',
  'Linux 内核与引导固件工程师',
  'Linux kernel and boot firmware engineer',
);
const LIU = teacher('刘洋', 'Liu Yang', '嵌入式系统架构师', 'Embedded systems architect');
const SUN = teacher('孙悦', 'Sun Yue', 'AI 推理优化工程师', 'AI inference optimisation engineer');

/** Per demo course (by slug): its teachers in order and its tags. */
export const COURSE_PEOPLE: Record<string, { teachers: SeedTeacher[]; tags: string[] }> = {
  'riscv-isa-basics': { teachers: [LI, WANG], tags: ['ISA', 'RV64GC', 'beginner-friendly'] },
  'xuantie-c906-bringup': { teachers: [LIU], tags: ['XuanTie', 'C906', 'board bring-up'] },
  'riscv-gnu-toolchain': { teachers: [CHEN], tags: ['GCC', 'binutils', 'cross-compiling'] },
  'riscv-linux-porting': { teachers: [ZHAO, WANG], tags: ['Linux', 'kernel', 'device tree'] },
  'riscv-vector-ai': { teachers: [SUN, LI], tags: ['RVV', 'AI', 'inference'] },
  'riscv-privileged-basics': { teachers: [LI], tags: ['privileged', 'CSR', 'traps'] },
  'riscv-assembly-programming': { teachers: [WANG], tags: ['assembly', 'ABI'] },
  'riscv-interrupts-clint-plic': { teachers: [LIU, LI], tags: ['interrupts', 'CLINT', 'PLIC'] },
  'opensbi-uboot-boot-flow': { teachers: [ZHAO], tags: ['OpenSBI', 'U-Boot', 'boot'] },
  'llvm-riscv-backend': { teachers: [CHEN], tags: ['LLVM', 'compiler'] },
  'riscv-freertos': { teachers: [LIU], tags: ['FreeRTOS', 'RTOS', 'embedded'] },
  'riscv-memory-model': { teachers: [LI, CHEN], tags: ['RVWMO', 'concurrency'] },
};
