import { Code, type FieldError, type MessageKey } from '@occ/shared';

/**
 * Typed errors with a stable business code; mapped to the envelope in one place
 * (platform/error-handler.ts). Never match on message text.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields?: FieldError[],
    /** what the envelope's `result` carries besides field errors (e.g. how many hold a role) */
    readonly result?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

export const notFound = (key: MessageKey = 'notFound') => new AppError(404, Code.NOT_FOUND, key);
export const idNotExist = () => new AppError(404, Code.NOT_FOUND, 'idNotExist');
export const needLogin = () => new AppError(401, Code.AUTH_NEED_LOGIN, 'needLogin');
export const forbidden = () => new AppError(403, Code.FORBIDDEN, 'forbidden');
export const conflict = (key: MessageKey = 'conflict') => new AppError(409, Code.CONFLICT, key);
