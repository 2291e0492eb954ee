import {
  DEVICE_DRIVERS,
  DEVICE_STATES,
  INVENTORY_NAME_MAX,
  INVENTORY_TEXT_MAX,
  INVENTORY_URL_MAX,
  labBoardBody,
  labCompanyBody,
  labCpuBody,
  labDeviceBody,
  labSocBody,
} from '../../lab/schemas';
import { defineArea, type AreaActions } from '../area';

// The cloud lab's inventory (spec admin `cpu`, `chip`, `device`): chip companies and CPU models,
// SoC models and the board models built on them, and the individual devices. The bodies are the
// lab's own schemas; one permission, `lab.manage`, opens all of it. Two areas share a menu entry
// and show each other as tabs (`tabs`).

const manage: AreaActions = {
  read: 'lab.manage',
  create: 'lab.manage',
  update: 'lab.manage',
  delete: 'lab.manage',
};
const common = {
  search: true,
  sort: ['name'],
  defaultSort: 'name',
  titleField: 'name',
  publish: false,
} as const;
const CPU_TABS = ['labCpu', 'labCompany'] as const;
// the catalogue's chips (product-views.ts) share the `chip` entry
const CHIP_TABS = ['labSoc', 'labBoard', 'productChips'] as const;

export const labCompanyArea = defineArea({
  ...common,
  key: 'labCompany',
  resource: 'lab',
  route: '/admin/cpu_company',
  editRoute: '/admin/modify_cpu_company',
  tabs: CPU_TABS,
  body: labCompanyBody,
  fields: [
    { name: 'name', kind: 'text', required: true, max: INVENTORY_NAME_MAX },
    { name: 'nameEn', kind: 'text', required: true, max: INVENTORY_NAME_MAX },
    { name: 'website', kind: 'url', max: INVENTORY_URL_MAX },
  ],
  columns: [
    { name: 'name' },
    { name: 'nameEn' },
    { name: 'website' },
    { name: 'createdAt', kind: 'datetime' },
  ],
  filters: [],
  actions: manage,
});

export const labCpuArea = defineArea({
  ...common,
  key: 'labCpu',
  resource: 'lab',
  route: '/admin/cpu',
  editRoute: '/admin/modify_cpu',
  tabs: CPU_TABS,
  body: labCpuBody,
  fields: [
    { name: 'companyId', kind: 'select', ref: 'labCompany', required: true },
    { name: 'name', kind: 'text', required: true, max: INVENTORY_NAME_MAX },
    { name: 'isa', kind: 'text', required: true, max: 64 },
    { name: 'description', kind: 'textarea', max: INVENTORY_TEXT_MAX },
  ],
  columns: [{ name: 'name' }, { name: 'companyName' }, { name: 'isa' }],
  filters: [{ name: 'companyId', kind: 'select', ref: 'labCompany' }],
  actions: manage,
});

export const labSocArea = defineArea({
  ...common,
  key: 'labSoc',
  resource: 'lab',
  route: '/admin/chip',
  editRoute: '/admin/modify_chip',
  tabs: CHIP_TABS,
  body: labSocBody,
  fields: [
    { name: 'companyId', kind: 'select', ref: 'labCompany', required: true },
    { name: 'cpuModelId', kind: 'select', ref: 'labCpu', required: true },
    { name: 'name', kind: 'text', required: true, max: INVENTORY_NAME_MAX },
    { name: 'description', kind: 'textarea', max: INVENTORY_TEXT_MAX },
  ],
  columns: [{ name: 'name' }, { name: 'companyName' }, { name: 'cpuName' }],
  filters: [
    { name: 'companyId', kind: 'select', ref: 'labCompany' },
    { name: 'cpuModelId', kind: 'select', ref: 'labCpu' },
  ],
  actions: manage,
});

export const labBoardArea = defineArea({
  ...common,
  key: 'labBoard',
  resource: 'lab',
  route: '/admin/chip_board',
  editRoute: '/admin/modify_chip_board',
  tabs: CHIP_TABS,
  body: labBoardBody,
  fields: [
    { name: 'companyId', kind: 'select', ref: 'labCompany', required: true },
    { name: 'socModelId', kind: 'select', ref: 'labSoc', required: true },
    { name: 'name', kind: 'text', required: true, max: INVENTORY_NAME_MAX },
    { name: 'osTypes', kind: 'tags' },
    { name: 'industries', kind: 'tags' },
    { name: 'fields', kind: 'tags' },
    { name: 'microservices', kind: 'tags' },
    { name: 'availableUntil', kind: 'datetime' },
    // the catalogue product this board is: its page offers the board's reservation
    { name: 'productId', kind: 'select', ref: 'products' },
    { name: 'imageUrl', kind: 'url', max: INVENTORY_URL_MAX },
    { name: 'description', kind: 'textarea', max: INVENTORY_TEXT_MAX },
  ],
  columns: [
    { name: 'name' },
    { name: 'companyName' },
    { name: 'socName' },
    { name: 'osTypes', kind: 'tags' },
    { name: 'industries', kind: 'tags' },
    { name: 'deviceCount' },
    { name: 'availableUntil', kind: 'datetime' },
  ],
  filters: [
    { name: 'companyId', kind: 'select', ref: 'labCompany' },
    { name: 'socModelId', kind: 'select', ref: 'labSoc' },
  ],
  actions: manage,
  rowLinks: [{ key: 'devices', to: '/admin/device?boardModelId={id}' }],
});

export const labDeviceArea = defineArea({
  ...common,
  key: 'labDevice',
  resource: 'lab',
  route: '/admin/device',
  editRoute: '/admin/modify_device',
  body: labDeviceBody,
  fields: [
    { name: 'boardModelId', kind: 'select', ref: 'labBoard', required: true },
    { name: 'name', kind: 'text', required: true, max: INVENTORY_NAME_MAX },
    { name: 'driver', kind: 'select', options: DEVICE_DRIVERS, required: true },
    // the first state only; afterwards it has its own call (labInventory.setDeviceState), which
    // looks after the device's reservations
    { name: 'state', kind: 'select', options: ['online', 'maintenance', 'offline'], fixed: true },
  ],
  columns: [
    { name: 'name' },
    { name: 'boardName' },
    { name: 'driver', kind: 'option' },
    { name: 'state', kind: 'option' },
    { name: 'lastSeenAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'boardModelId', kind: 'select', ref: 'labBoard' },
    { name: 'state', kind: 'select', options: DEVICE_STATES },
  ],
  actions: manage,
});
