import { z } from 'zod';
import { SMALL_BATCH_EVENTS, SMALL_BATCH_STATES, VOICE_EVENTS, VOICE_STATES } from '../states/orders';

// Small-batch sample orders and voice-model requests of the device console (issue 23).

export const SMALL_BATCH_ITEMS_MAX = 20;
export const SMALL_BATCH_QUANTITY_MAX = 1000;
export const ORDER_TEXT_MAX = 500;
export const ORDER_NOTE_MAX = 500;
export const VOICE_WORDS_MAX = 10;
export const VOICE_RECORDINGS_MIN = 3;
export const VOICE_RECORDINGS_MAX = 200;
export const VOICE_SAMPLE_RATE_MIN = 16000;
export const VOICE_RECORDING_SECONDS_MAX = 10;
export const VOICE_RECORDING_MB = 5;
export const VOICE_MODEL_MB = 50;
export const VOICE_FORMATS = ['wav', 'mp3', 'flac', 'ogg'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);

export const smallBatchBody = z.object({
  items: z
    .array(
      z.object({
        productId: z.coerce.number().int().positive(),
        quantity: z.coerce.number().int().min(1).max(SMALL_BATCH_QUANTITY_MAX),
      }),
    )
    .min(1)
    .max(SMALL_BATCH_ITEMS_MAX),
  contactName: text(50),
  contactPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/),
  address: text(ORDER_TEXT_MAX),
  purpose: text(ORDER_TEXT_MAX),
});
export type SmallBatchBody = z.infer<typeof smallBatchBody>;

export const smallBatchTransitionBody = z.object({
  event: z.enum(SMALL_BATCH_EVENTS),
  note: z.string().trim().max(ORDER_NOTE_MAX).default(''),
  /** quote: the total price in yuan and the lead time */
  price: z.coerce.number().positive().max(10_000_000).optional(),
  leadTimeDays: z.coerce.number().int().min(1).max(365).optional(),
  /** ship: the carrier's tracking number */
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/)
    .optional(),
});
export type SmallBatchTransitionBody = z.infer<typeof smallBatchTransitionBody>;

export const orderEvent = z.object({
  event: z.string(),
  from: z.string(),
  to: z.string(),
  side: z.enum(['customer', 'vendor']),
  actorName: z.string(),
  note: z.string(),
  at: z.string(),
});

const orderCommon = {
  id: z.uuid(),
  organisation: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the events the viewer may send now (their side's, allowed from the state) */
  actions: z.array(z.string()),
  history: z.array(orderEvent),
};

export const smallBatchOrder = z.object({
  ...orderCommon,
  state: z.enum(SMALL_BATCH_STATES),
  items: z.array(
    z.object({ productId: z.number(), code: z.string(), name: z.string(), quantity: z.number() }),
  ),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  purpose: z.string(),
  price: z.number().nullable(),
  leadTimeDays: z.number().nullable(),
  trackingNo: z.string().nullable(),
});

/** A wake word or command word: Chinese characters, or English letters (words of 1–4). */
export const voiceWord = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine((s) => /^[\u4e00-\u9fff]{2,8}$/.test(s) || /^[A-Za-z]+( [A-Za-z]+){0,3}$/.test(s), {
      message: 'voiceWordInvalid',
    }),
  kind: z.enum(['wake', 'command']),
});

export const voiceRequestBody = z.object({
  words: z
    .array(voiceWord)
    .min(1)
    .max(VOICE_WORDS_MAX)
    .refine((w) => new Set(w.map((x) => x.text.toLowerCase())).size === w.length, {
      message: 'voiceWordRepeated',
    }),
  chipProductId: z.coerce.number().int().positive(),
  note: z.string().trim().max(ORDER_NOTE_MAX).default(''),
});
export type VoiceRequestBody = z.infer<typeof voiceRequestBody>;

export const voiceTransitionBody = z.object({
  event: z.enum(VOICE_EVENTS),
  note: z.string().trim().max(ORDER_NOTE_MAX).default(''),
});

export const voiceRequest = z.object({
  ...orderCommon,
  state: z.enum(VOICE_STATES),
  words: z.array(voiceWord.extend({ recordings: z.number() })),
  chipProductId: z.number(),
  chipName: z.string(),
  note: z.string(),
  rejectReason: z.string().nullable(),
  model: z.object({ name: z.string(), size: z.number() }).nullable(),
});

export const voiceRecording = z.object({
  id: z.number(),
  word: z.string(),
  format: z.string(),
  sampleRate: z.number(),
  durationMs: z.number(),
});

export const orderListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  state: z.string().max(20).optional(),
});

/** A published hardware product of the catalogue, as order forms offer it. */
export const catalogueOption = z.object({ id: z.number(), code: z.string(), name: z.string() });
