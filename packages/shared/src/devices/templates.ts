import { z } from 'zod';

// Product templates: a data model pre-filled for common device classes, in the style of Alibaba
// Cloud IoT's thing model — properties (typed, with a unit), events and commands. A fixed set chosen
// in the device console's "New product" dialog (with a preview of the model); they have no menu
// entry: the spec's `tpl` entry (/admin/tpl) is the page templates of issue 15.

export const DATA_TYPES = ['int', 'float', 'bool', 'enum', 'text'] as const;
export const DEVICE_NAME_MAX = 64;
const IDENT = /^[a-zA-Z][a-zA-Z0-9_]{0,31}$/;

export const modelProperty = z.object({
  id: z.string().regex(IDENT),
  name: z.string().trim().min(1).max(40),
  type: z.enum(DATA_TYPES),
  unit: z.string().trim().max(16).default(''),
  writable: z.boolean().default(false),
});
export const modelEvent = z.object({
  id: z.string().regex(IDENT),
  name: z.string().trim().min(1).max(40),
  level: z.enum(['info', 'alert', 'fault']).default('info'),
});
export const modelCommand = z.object({
  id: z.string().regex(IDENT),
  name: z.string().trim().min(1).max(40),
  params: z
    .array(modelProperty.omit({ writable: true }))
    .max(16)
    .default([]),
});
export const dataModel = z.object({
  properties: z.array(modelProperty).max(64).default([]),
  events: z.array(modelEvent).max(32).default([]),
  commands: z.array(modelCommand).max(32).default([]),
});
export type DataModel = z.infer<typeof dataModel>;

export const DATA_MODEL_PARTS = ['properties', 'events', 'commands'] as const;

/** Canonical JSON (sorted keys) so a model read back from jsonb compares equal to the one sent. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

/** The parts of a data model an edit would change; a released product refuses any (issue 23). */
export const changedModelParts = (before: DataModel, after: DataModel) =>
  DATA_MODEL_PARTS.filter((k) => canonical(before[k]) !== canonical(after[k]));

const p = (id: string, name: string, type: (typeof DATA_TYPES)[number], unit = '', writable = false) => ({
  id,
  name,
  type,
  unit,
  writable,
});

export const PRODUCT_TEMPLATES = {
  blank: { properties: [], events: [], commands: [] },
  sensor: {
    properties: [
      p('temperature', 'Temperature', 'float', '°C'),
      p('humidity', 'Humidity', 'float', '%RH'),
      p('battery', 'Battery', 'int', '%'),
    ],
    events: [{ id: 'lowBattery', name: 'Low battery', level: 'alert' }],
    commands: [
      { id: 'setInterval', name: 'Set report interval', params: [p('seconds', 'Seconds', 'int', 's')] },
    ],
  },
  smartPlug: {
    properties: [
      p('power', 'Power switch', 'bool', '', true),
      p('watts', 'Power draw', 'float', 'W'),
      p('energy', 'Energy', 'float', 'kWh'),
    ],
    events: [{ id: 'overload', name: 'Overload', level: 'fault' }],
    commands: [{ id: 'toggle', name: 'Toggle', params: [] }],
  },
  light: {
    properties: [
      p('power', 'Power switch', 'bool', '', true),
      p('brightness', 'Brightness', 'int', '%', true),
      p('colourTemp', 'Colour temperature', 'int', 'K', true),
    ],
    events: [],
    commands: [{ id: 'blink', name: 'Blink', params: [p('times', 'Times', 'int')] }],
  },
  voiceSpeaker: {
    properties: [
      p('volume', 'Volume', 'int', '%', true),
      p('wakeWord', 'Wake word', 'text'),
      p('muted', 'Muted', 'bool', '', true),
    ],
    events: [{ id: 'wakeUp', name: 'Woken up', level: 'info' }],
    commands: [{ id: 'say', name: 'Say', params: [p('text', 'Text', 'text')] }],
  },
} as const satisfies Record<string, z.input<typeof dataModel>>;
export const PRODUCT_TEMPLATE_KEYS = Object.keys(PRODUCT_TEMPLATES) as [
  keyof typeof PRODUCT_TEMPLATES,
  ...(keyof typeof PRODUCT_TEMPLATES)[],
];
export type ProductTemplateKey = keyof typeof PRODUCT_TEMPLATES;

/** The data model a product starts with: its template's, unless the body brings its own. */
export const templateModel = (key: ProductTemplateKey): DataModel => dataModel.parse(PRODUCT_TEMPLATES[key]);
