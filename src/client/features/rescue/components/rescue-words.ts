import type { TimeOfDay } from '#shared/domain/rescue.ts';
import type { MessageKey, Translator } from '#shared/i18n/translator.ts';

type T = Translator['t'];

/**
 * The server's response time ("within 2 hours", written by the shared `describeResponseTime`)
 * in the page's language.
 */
export function responseTimeText(text: string, t: T): string {
  const fixed: Record<string, MessageKey> = {
    'within 15 minutes': 'rescue.response.quarter',
    'within an hour': 'rescue.response.hour',
    'within a day': 'rescue.response.day',
  };
  if (fixed[text]) return t(fixed[text]);
  const hours = /^within (\d+) hours$/.exec(text)?.[1];
  return hours ? t('rescue.response.hours', { hours: Number(hours) }) : text;
}

/** The waitlist's parts of the day (the shared `timeOfDayLabels`), in the page's language. */
export const timeOfDayKeys: Record<TimeOfDay, MessageKey> = {
  morning: 'rescue.waitlist.morning',
  afternoon: 'rescue.waitlist.afternoon',
  evening: 'rescue.waitlist.evening',
};
