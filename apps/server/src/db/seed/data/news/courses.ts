import type { SeedNews } from '../../types';

// Demo news, oCC College: new courses, tutorial series and the summer school.
// Every item is in both languages (en-US readers read English demo news).
export const courseNews: SeedNews[] = [
  {
    publishedAt: '2025-03-26T01:00:00.000Z',
    source: 'OCC College',
    coverUrl: '/demo/news-4.svg',
    i18n: {
      'zh-CN': {
        title: 'OCC 学院上线《RISC-V 体系结构入门》课程',
        summary: '面向本科生与转型工程师的免费课程，配套在线实验与结业测验。',
        body: `## 课程简介

《RISC-V 体系结构入门》是 OCC 学院推出的第一门系统课程，从指令集设计理念讲起，帮助学习者建立对处理器、特权级和内存模型的整体认识。

## 课程大纲

1. RISC-V 的模块化指令集：基础整数指令与标准扩展
2. 汇编编程：寄存器约定、函数调用与栈
3. 特权架构：M / S / U 模式、异常与中断
4. 虚拟内存：Sv39 页表与地址转换
5. 从开机到 Linux：OpenSBI、U-Boot 与内核启动流程

## 学习方式

- 每章包含视频讲解、阅读材料和课后练习
- 实验可在 QEMU 中完成，也可以使用实验室提供的真实开发板
- 完成全部实验并通过结业测验，可获得学院颁发的电子证书

课程完全免费，已开放报名。欢迎在课程讨论区交流学习心得。`,
      },
      'en-US': {
        title: 'OCC College launches "Introduction to RISC-V Architecture"',
        summary: 'A free course for undergraduates and engineers, with online labs and a final quiz.',
        body: `## About the course

"Introduction to RISC-V Architecture" is the first full course from OCC College. It starts from the design philosophy of the ISA and builds a complete picture of the processor, privilege levels and the memory model.

## Syllabus

1. A modular ISA: the base integer set and standard extensions
2. Assembly programming: register conventions, calls and the stack
3. The privileged architecture: M / S / U modes, exceptions and interrupts
4. Virtual memory: Sv39 page tables and address translation
5. From power-on to Linux: OpenSBI, U-Boot and kernel boot

## How you learn

- Every chapter has video lectures, reading material and exercises
- Labs run in QEMU or on real boards provided by the lab service
- Finish all labs and pass the final quiz to receive an electronic certificate

The course is free and enrolment is open. Share your notes in the course discussion area.`,
      },
    },
  },
  {
    publishedAt: '2025-08-06T03:30:00.000Z',
    source: 'OCC College',
    coverUrl: '/demo/news-3.svg',
    i18n: {
      'zh-CN': {
        title: '《边缘 AI 入门：从 Milk-V Duo 开始》系列教程上线',
        summary: '用一块邮票大小的开发板，完成从点灯到目标检测的完整实验。',
        body: `## 为什么是 Milk-V Duo

Milk-V Duo 系列体积小、价格低，主控芯片集成了 TPU，非常适合作为边缘 AI 的入门平台。新上线的系列教程将带你一步步完成从外设控制到模型部署的全过程。

## 教程目录

1. 开箱与系统烧录：准备 microSD 卡并通过串口登录
2. GPIO 与点灯：用 C 语言和 Python 控制外设
3. 大小核协同：在小核上运行 FreeRTOS，与 Linux 通信
4. 摄像头采集：接入摄像头模块并推流
5. 模型部署：将目标检测模型量化为 INT8 并在 TPU 上运行

## 学习建议

- 建议先完成《RISC-V 体系结构入门》的前两章
- 每节教程末尾都附有常见问题与排错指南
- 没有硬件的同学可以预约云实验室中的 Duo 开发板

教程持续更新中，欢迎在评论区提出你希望看到的新主题。`,
      },
      'en-US': {
        title: 'New tutorial series: "Edge AI basics, starting with the Milk-V Duo"',
        summary: 'A stamp-sized board takes you from blinking an LED to object detection.',
        body: `## Why the Milk-V Duo

The Milk-V Duo family is small and cheap, and its SoC has a TPU built in, which makes it a good first platform for edge AI. The new tutorial series takes you step by step from driving peripherals to deploying a model.

## Contents

1. Unboxing and flashing: prepare a microSD card and log in over the serial port
2. GPIO and an LED: drive peripherals from C and Python
3. Big and little cores: run FreeRTOS on the little core and talk to Linux
4. Camera capture: connect a camera module and stream from it
5. Model deployment: quantise an object-detection model to INT8 and run it on the TPU

## Tips

- Finish the first two chapters of "Introduction to RISC-V Architecture" first
- Every tutorial ends with common questions and a troubleshooting guide
- No hardware? Reserve a Duo board in the cloud lab

The series keeps growing; tell us in the comments which topics you would like next.`,
      },
    },
  },
  {
    publishedAt: '2026-03-11T06:00:00.000Z',
    source: 'OCC College',
    coverUrl: '/demo/news-4.svg',
    i18n: {
      'zh-CN': {
        title: '新课上线：基于 xv6-riscv 的操作系统实验',
        summary: '在 QEMU 和真实开发板上动手实现系统调用、页表与调度器。',
        body: `## 课程介绍

xv6 是一个用于教学的小型类 Unix 操作系统，其 RISC-V 版本代码精炼、注释完整，非常适合用来理解操作系统的核心机制。新课程围绕 xv6-riscv 设计了一系列循序渐进的实验。

## 实验列表

1. 启动流程与第一个用户程序
2. 添加系统调用
3. 页表与写时复制（COW）
4. 陷入、中断与定时器
5. 线程切换与调度器

## 环境准备

在 Ubuntu 或 Debian 主机上可以这样开始：

\`\`\`bash
sudo apt install git build-essential gcc-riscv64-linux-gnu qemu-system-misc
git clone https://github.com/mit-pdos/xv6-riscv.git
cd xv6-riscv
make qemu
\`\`\`

看到 \`init: starting sh\` 提示后，就进入了 xv6 的 shell。按 \`Ctrl-a\` 再按 \`x\` 退出 QEMU。

## 学习建议

建议先完成《RISC-V 体系结构入门》中关于特权架构和虚拟内存的章节。课程配有自动评测脚本，提交代码后即可获得反馈。`,
      },
      'en-US': {
        title: 'New course: operating-system labs on xv6-riscv',
        summary: 'Implement system calls, page tables and a scheduler in QEMU and on real boards.',
        body: `## About the course

xv6 is a small Unix-like teaching operating system. Its RISC-V version is compact and well commented, which makes it ideal for understanding the core mechanisms of an OS. The new course builds a series of step-by-step labs around xv6-riscv.

## Labs

1. Boot flow and the first user program
2. Adding a system call
3. Page tables and copy-on-write
4. Traps, interrupts and the timer
5. Context switching and the scheduler

## Setting up

On an Ubuntu or Debian host:

\`\`\`bash
sudo apt install git build-essential gcc-riscv64-linux-gnu qemu-system-misc
git clone https://github.com/mit-pdos/xv6-riscv.git
cd xv6-riscv
make qemu
\`\`\`

When you see \`init: starting sh\`, you are in the xv6 shell. Press \`Ctrl-a\` then \`x\` to quit QEMU.

## Tips

Finish the privileged-architecture and virtual-memory chapters of "Introduction to RISC-V Architecture" first. Each lab comes with an autograder that gives feedback as soon as you submit.`,
      },
    },
  },
  {
    publishedAt: '2026-07-08T02:00:00.000Z',
    source: 'OCC College',
    coverUrl: '/demo/news-2.svg',
    i18n: {
      'zh-CN': {
        title: 'OCC 暑期学校 2026：从指令集到操作系统的四周',
        summary: '面向高校学生的四周线上暑期学校开放申请，结营优秀学员可获实习推荐。',
        body: `## 项目简介

OCC 暑期学校面向计算机、电子等相关专业的在校学生，用四周时间带领学员完成从指令集、处理器到操作系统的完整学习路径。

## 日程安排

| 周次 | 主题 | 产出 |
| --- | --- | --- |
| 第 1 周 | RISC-V 指令集与汇编 | 汇编小程序 |
| 第 2 周 | 处理器微架构与开源核 | 在仿真器上运行测试程序 |
| 第 3 周 | 操作系统实验 | 为 xv6 添加新功能 |
| 第 4 周 | 综合项目 | 在开发板上完成演示 |

## 学员权益

- 全程使用云实验室中的开发板
- 每个小组配备一名来自社区的导师
- 结营评优的学员可获得合作企业的实习推荐

## 申请方式

在学院页面提交申请表并完成入营小测验即可。名额有限，按综合情况择优录取。`,
      },
      'en-US': {
        title: 'OCC Summer School 2026: four weeks from ISA to OS',
        summary:
          'Applications open for a four-week online summer school; top students get internship referrals.',
        body: `## About the programme

OCC Summer School is for university students in computer science, electronics and related fields. Over four weeks it follows a complete path from the instruction set and processor to the operating system.

## Schedule

| Week | Topic | Outcome |
| --- | --- | --- |
| 1 | RISC-V ISA and assembly | Small assembly programs |
| 2 | Microarchitecture and open cores | Test programs on a simulator |
| 3 | Operating-system labs | A new feature in xv6 |
| 4 | Capstone project | A demo on a real board |

## What you get

- Boards from the Cloud Lab throughout the programme
- A community mentor for every group
- Internship referrals from partner companies for top graduates

## How to apply

Submit the form on the College page and complete the entry quiz. Places are limited and selection is based on overall merit.`,
      },
    },
  },
];
