// One implementation for every form (lib/form-errors.ts); re-exported where this feature's files import it.
export { errorText, showOnFields } from '~/lib/form-errors';
