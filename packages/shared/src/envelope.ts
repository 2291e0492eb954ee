import { z } from 'zod';
import { Code } from './codes';

/** Every JSON answer of the API (DESIGN §5). */
export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  result: T;
  message: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export function ok<T>(result: T, message = 'success'): Envelope<T> {
  return { code: Code.SUCCESS, success: true, result, message };
}

export function fail(code: number, message: string, result: unknown = null): Envelope {
  return { code, success: false, result, message };
}

/** zod schema of an envelope around `result`, for OpenAPI responses. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number(), success: z.boolean(), result, message: z.string() });
}

export const errorEnvelope = z.object({
  code: z.number(),
  success: z.literal(false),
  result: z.unknown(),
  message: z.string(),
});

/** The error envelope under each listed HTTP status, for a route's OpenAPI `response` map. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorEnvelope> {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelope])) as Record<S, typeof errorEnvelope>;
}
