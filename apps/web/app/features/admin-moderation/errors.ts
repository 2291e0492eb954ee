// One implementation for every form (lib/form-errors.ts); re-exported where this feature's files import it.
export { errorText, showOnFields } from '~/lib/form-errors';

/** A link the portal can follow: same-site paths only (deleted content has none). */
export const safeLink = (link: string | null | undefined) =>
  link && link.startsWith('/') && !link.startsWith('//') ? link : null;
