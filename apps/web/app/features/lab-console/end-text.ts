import type { TFunction } from 'i18next';
import { CONSOLE_CLOSE_CODES, translate, type CompleteLocale } from '@occ/shared';
import type { ConsoleBoardState, ConsoleEnd } from './console-socket';

/** The words for why the console closed: ours for a known reason, else the portal's (already localised). */
export function endText(end: ConsoleEnd, t: TFunction, locale: CompleteLocale): string {
  if (end.kind === 'closed') {
    switch (end.reason) {
      case 'slot_ended':
        return translate('labSlotEnded', locale);
      case 'agent_offline':
        return translate('labAgentOffline', locale);
      case 'released':
      case 'replaced':
      case 'forbidden':
        return t(`labConsole.end.${end.reason}`);
    }
  }
  // the portal words its refusal in the user's language (why the slot is not active, …)
  if (end.message) return end.message;
  switch (end.code) {
    case CONSOLE_CLOSE_CODES.slotNotActive:
      return translate('labSlotNotActive', locale);
    case CONSOLE_CLOSE_CODES.slotEnded:
      return translate('labSlotEnded', locale);
    case CONSOLE_CLOSE_CODES.unauthenticated:
      return t('labConsole.end.unauthenticated');
    case CONSOLE_CLOSE_CODES.replaced:
      return t('labConsole.end.replaced');
    default:
      return t('labConsole.end.forbidden');
  }
}

/** The banner of a board that cannot be used right now (spec §8 wording), or null when ready. */
export function boardStateText(state: ConsoleBoardState, locale: CompleteLocale): string | null {
  switch (state) {
    case 'booting':
      return translate('labBoardNotReady', locale);
    case 'env_resetting':
      return translate('labEnvNotReady', locale);
    case 'offline':
    case 'agent_offline':
      return translate('labAgentOffline', locale);
    case 'ready':
      return null;
  }
}
