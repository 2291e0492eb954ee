import type { Envelope } from '@occ/shared';

// What the portal server passes to every loader (apps/server/src/platform/web.ts builds it).
declare module 'react-router' {
  interface AppLoadContext {
    /** GET this portal's own API in-process, as the requesting browser. */
    api<T>(path: string): Promise<{ status: number; body: Envelope<T> }>;
    publicUrl: string;
    /** this page request's id (shown to staff in debug mode) */
    requestId: string;
  }
}

export {};
