// oidc-provider ships no type declarations; the test provider uses only this small surface.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderOptions {
    [key: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, options: ProviderOptions);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
