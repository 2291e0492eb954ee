import { v, type SeedComponent } from './seed-types';

// Toolchains, emulators, debuggers, test suites, libraries and tools of the demo library.
export const toolComponents: SeedComponent[] = [
  {
    componentCode: 'riscv-gnu-toolchain',
    category: 'toolchain',
    licence: 'GPL-3.0-or-later',
    repository: 'https://github.com/riscv-collab/riscv-gnu-toolchain',
    nameZh: 'RISC-V GNU 工具链',
    nameEn: 'RISC-V GNU toolchain',
    summaryZh: 'GCC、Binutils、glibc/newlib/musl 与 GDB 的 RISC-V 交叉编译工具链构建脚本与每夜版。',
    summaryEn:
      'Build scripts and nightly releases of the RISC-V cross toolchain: GCC, Binutils, glibc/newlib/musl and GDB.',
    descriptionZh:
      '```sh\n./configure --prefix=/opt/riscv --with-arch=rv64gcv --with-abi=lp64d\nmake linux\n```',
    descriptionEn:
      '```sh\n./configure --prefix=/opt/riscv --with-arch=rv64gcv --with-abi=lp64d\nmake linux\n```',
    chips: ['th1520', 'sg2042', 'jh7110', 'spacemit-k1'],
    boards: [],
    maintainers: ['Kito Cheng', 'Palmer Dabbelt'],
    versions: [
      v('2025.01.20', '2025-01-20', 'GCC 14.2, Binutils 2.43, glibc 2.40.'),
      v('2024.12.16', '2024-12-16', 'RVV intrinsics 1.0 and Zicond.'),
    ],
  },
  {
    componentCode: 'llvm-riscv',
    category: 'toolchain',
    licence: 'Apache-2.0 WITH LLVM-exception',
    repository: 'https://github.com/llvm/llvm-project',
    website: 'https://llvm.org/docs/RISCVUsage.html',
    nameZh: 'LLVM RISC-V 后端',
    nameEn: 'LLVM RISC-V backend',
    summaryZh: 'LLVM/Clang 的 RISC-V 代码生成后端，支持 RVV 自动向量化与大量 Z* 扩展。',
    summaryEn:
      'The RISC-V code generator of LLVM/Clang, with RVV auto-vectorisation and a wide range of Z* extensions.',
    descriptionZh:
      '`clang --target=riscv64-linux-gnu -march=rv64gcv -O2` 即可生成向量化代码；`RISCVUsage` 文档列出各扩展的支持状态。',
    descriptionEn:
      '`clang --target=riscv64-linux-gnu -march=rv64gcv -O2` produces vectorised code; the `RISCVUsage` page lists the state of each extension.',
    chips: ['spacemit-k1', 'sg2042', 'th1520'],
    boards: [],
    maintainers: ['Alex Bradbury', 'Craig Topper'],
    versions: [
      v('19.1.7', '2025-01-14', 'Maintenance release.'),
      v('19.1.0', '2024-09-17', 'RVA23 profile, Zabha and Zacas.'),
      v('18.1.8', '2024-06-19', 'Last 18.x release.'),
    ],
  },
  {
    componentCode: 'spike',
    category: 'emulator',
    licence: 'BSD-3-Clause',
    repository: 'https://github.com/riscv-software-src/riscv-isa-sim',
    nameZh: 'Spike 指令集模拟器',
    nameEn: 'Spike ISA simulator',
    summaryZh: 'RISC-V 官方的黄金参考指令集模拟器，常用于新扩展验证与处理器联合仿真。',
    summaryEn:
      'The golden reference RISC-V ISA simulator, used to validate new extensions and for processor co-simulation.',
    descriptionZh: '`spike --isa=rv64gcv pk hello` 即可运行用户程序；支持命令行调试与提交日志。',
    descriptionEn:
      'Run a user program with `spike --isa=rv64gcv pk hello`; it has an interactive debugger and commit logs.',
    chips: [],
    boards: [],
    maintainers: ['Andrew Waterman', 'Jerry Zhao'],
    versions: [v('v1.1.0', '2022-03-22', 'Tagged release; development continues on master.')],
  },
  {
    componentCode: 'qemu',
    category: 'emulator',
    licence: 'GPL-2.0-only',
    repository: 'https://gitlab.com/qemu-project/qemu',
    website: 'https://www.qemu.org/docs/master/system/target-riscv.html',
    nameZh: 'QEMU RISC-V',
    nameEn: 'QEMU RISC-V',
    summaryZh: 'QEMU 的 RISC-V 系统与用户态模拟，提供 virt、sifive_u 等机器，是无板开发的首选环境。',
    summaryEn:
      'RISC-V system and user-mode emulation in QEMU with the virt and sifive_u machines: the first choice for development without a board.',
    descriptionZh:
      '```sh\nqemu-system-riscv64 -machine virt -cpu rva22s64 -smp 4 -m 4G -nographic -kernel Image\n```',
    descriptionEn:
      '```sh\nqemu-system-riscv64 -machine virt -cpu rva22s64 -smp 4 -m 4G -nographic -kernel Image\n```',
    chips: [],
    boards: [],
    maintainers: ['Alistair Francis', 'Palmer Dabbelt'],
    versions: [
      v('9.2.0', '2024-12-10', 'RVA23 CPU models, IOMMU emulation.'),
      v('9.1.0', '2024-09-03', 'Smcntrpmf, Zimop and Zcmop.'),
      v('9.0.0', '2024-04-23', 'Vector performance improvements.'),
    ],
  },
  {
    componentCode: 'openocd',
    category: 'debug',
    licence: 'GPL-2.0-or-later',
    repository: 'https://github.com/riscv-collab/riscv-openocd',
    website: 'https://openocd.org',
    nameZh: 'OpenOCD RISC-V 调试',
    nameEn: 'OpenOCD for RISC-V',
    summaryZh: '开源片上调试器，实现 RISC-V 调试规范 0.13/1.0，配合 JTAG 探针与 GDB 调试开发板。',
    summaryEn:
      'The open on-chip debugger implementing the RISC-V debug specification 0.13/1.0, with JTAG probes and GDB.',
    descriptionZh: '支持多核 hart 组、程序缓冲区与系统总线访问，常配合 FT2232 或 CMSIS-DAP 探针使用。',
    descriptionEn:
      'Supports hart groups, the program buffer and system bus access; usually paired with FT2232 or CMSIS-DAP probes.',
    chips: ['ch32v307', 'esp32-c3', 'jh7110'],
    boards: ['visionfive-2'],
    maintainers: ['Tim Newsome', 'Jan Matyas'],
    versions: [
      v('v0.12.0', '2023-01-14', 'RISC-V debug 1.0 support upstreamed.'),
      v('v0.11.0', '2021-03-07', 'Multi-hart targets.'),
    ],
  },
  {
    componentCode: 'riscv-tests',
    category: 'testing',
    licence: 'BSD-3-Clause',
    repository: 'https://github.com/riscv-software-src/riscv-tests',
    nameZh: 'riscv-tests 指令测试集',
    nameEn: 'riscv-tests',
    summaryZh: '单条指令级别的汇编测试与基准程序，用于处理器 RTL 与模拟器的冒烟验证。',
    summaryEn:
      'Per-instruction assembly tests and benchmarks for smoke-testing processor RTL and simulators.',
    descriptionZh: '包含 `isa/` 下的 rv32/rv64 各扩展测试与 `benchmarks/` 下的 dhrystone、median 等程序。',
    descriptionEn:
      'Holds the rv32/rv64 extension tests under `isa/` and dhrystone, median and other programs under `benchmarks/`.',
    chips: [],
    boards: [],
    maintainers: ['Andrew Waterman'],
    versions: [v('master-2024-09', '2024-09-12', 'Zfa and Zicond tests.')],
  },
  {
    componentCode: 'riscv-arch-test',
    category: 'testing',
    licence: 'BSD-3-Clause',
    repository: 'https://github.com/riscv-non-isa/riscv-arch-test',
    nameZh: 'RISC-V 架构兼容性测试',
    nameEn: 'RISC-V architecture test suite',
    summaryZh: 'RISC-V 国际基金会的架构兼容性测试套件，配合 RISCOF 框架检查实现是否符合规范。',
    summaryEn:
      'The RISC-V International architectural compatibility suite, run with the RISCOF framework to check an implementation against the specification.',
    descriptionZh: '测试由 CTG 生成并与 Sail 参考模型的签名比对；是 RISC-V 品牌认证的前置条件。',
    descriptionEn:
      'Tests are generated by CTG and compared with signatures of the Sail reference model; a prerequisite of RISC-V branding.',
    chips: ['xuantie-c910', 'spacemit-x60'],
    boards: [],
    maintainers: ['RISC-V 架构测试 SIG'],
    versions: [
      v('3.9.1', '2024-07-30', 'Vector tests for Zvbb and Zvkg.'),
      v('3.8.0', '2023-11-28', 'Privileged tests.'),
    ],
  },
  {
    componentCode: 'ruyi',
    category: 'tool',
    licence: 'Apache-2.0',
    repository: 'https://github.com/ruyisdk/ruyi',
    website: 'https://ruyisdk.org',
    nameZh: 'Ruyi 包管理器',
    nameEn: 'Ruyi package manager',
    summaryZh: 'RuyiSDK 的包管理器：一条命令安装工具链、模拟器与开发板镜像，并创建隔离的虚拟开发环境。',
    summaryEn:
      'The RuyiSDK package manager: one command installs toolchains, emulators and board images and creates isolated virtual environments.',
    descriptionZh:
      '```sh\nruyi install toolchain/gnu-plct\nruyi venv -t toolchain/gnu-plct generic ./venv\n```\n\n`ruyi device provision` 可为支持的开发板烧录系统镜像。',
    descriptionEn:
      '```sh\nruyi install toolchain/gnu-plct\nruyi venv -t toolchain/gnu-plct generic ./venv\n```\n\n`ruyi device provision` writes system images for supported boards.',
    chips: ['th1520', 'sg2002', 'jh7110', 'spacemit-k1'],
    boards: ['lichee-pi-4a', 'milkv-duo-256m', 'visionfive-2', 'bananapi-bpi-f3', 'ruyibook'],
    maintainers: ['RuyiSDK 团队 (PLCT 实验室)'],
    versions: [
      v('0.25.0', '2025-01-21', 'Entity database for devices and telemetry opt-in.'),
      v('0.24.0', '2024-12-17', 'Faster repository sync, venv for LLVM toolchains.'),
      v('0.23.0', '2024-11-26', 'ruyi device provision for Milk-V Duo S.'),
    ],
  },
  {
    componentCode: 'openblas',
    category: 'library',
    licence: 'BSD-3-Clause',
    repository: 'https://github.com/OpenMathLib/OpenBLAS',
    website: 'https://www.openmathlib.org/OpenBLAS/',
    nameZh: 'OpenBLAS',
    nameEn: 'OpenBLAS',
    summaryZh: '高性能 BLAS/LAPACK 库，提供针对 RVV 1.0 与 XuanTie C910 的优化内核。',
    summaryEn: 'A high-performance BLAS/LAPACK library with kernels tuned for RVV 1.0 and the XuanTie C910.',
    descriptionZh:
      '使用 `make TARGET=RISCV64_ZVL256B` 或 `TARGET=C910V` 构建，NumPy 与 PyTorch 在 RISC-V 上依赖它。',
    descriptionEn:
      'Build with `make TARGET=RISCV64_ZVL256B` or `TARGET=C910V`; NumPy and PyTorch on RISC-V rely on it.',
    chips: ['th1520', 'sg2042', 'spacemit-k1'],
    boards: ['lichee-pi-4a', 'milkv-pioneer', 'bananapi-bpi-f3'],
    maintainers: ['Martin Kroeker', 'Zhang Xianyi'],
    versions: [
      v('0.3.29', '2025-01-12', 'RVV 1.0 DGEMM and SBGEMM kernels.'),
      v('0.3.28', '2024-08-08', 'ZVL128B and ZVL256B targets.'),
    ],
  },
  {
    componentCode: 'shl',
    category: 'library',
    licence: 'Apache-2.0',
    repository: 'https://github.com/XUANTIE-RV/csi-nn2',
    nameZh: 'SHL 神经网络算子库',
    nameEn: 'SHL neural-network library',
    summaryZh: '玄铁开源的神经网络算子库（原 CSI-NN2），为 RVV 与玄铁矩阵扩展提供优化的推理算子。',
    summaryEn:
      "XuanTie's neural-network operator library (formerly CSI-NN2) with inference operators tuned for RVV and the XuanTie matrix extension.",
    descriptionZh: '可作为 TVM、ONNX Runtime 的后端，在 C906/C920 上运行 ResNet、YOLO 等模型。',
    descriptionEn:
      'Serves as a back end of TVM and ONNX Runtime, running ResNet, YOLO and similar models on C906/C920.',
    chips: ['th1520', 'sg2042', 'sg2002'],
    boards: ['lichee-pi-4a', 'milkv-duo-256m'],
    maintainers: ['玄铁 XuanTie 团队'],
    versions: [
      v('v2.9.5', '2024-10-30', 'RVV 1.0 int8 GEMM, matrix extension preview.'),
      v('v2.8.0', '2024-03-12', 'C920 tuned kernels.'),
    ],
  },
];
