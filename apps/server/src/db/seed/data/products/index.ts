import type { SeedProduct } from '../../types';
import { boards } from './boards';
import { cpuCores } from './cpu-cores';
import { operatingSystems } from './operating-systems';
import { sdks } from './sdks';
import { socs } from './socs';

// Demo catalogue of the RISC-V ecosystem: CPU cores -> SoCs -> boards, plus
// operating systems and SDKs. Specs only list figures published by vendors;
// anything uncertain was left out rather than guessed. One file a kind, in this order.
export const products: SeedProduct[] = [...cpuCores, ...socs, ...boards, ...operatingSystems, ...sdks];
