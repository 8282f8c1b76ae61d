/**
 * The quote editor's field messages in the reader's language (decision 0037): the words of
 * `QuoteInput` and of the schedule's checks, found by their English text as the shared table
 * finds the other forms' (known-messages.ts). Kept with the editor, which loads on demand, so
 * no page's first load carries them; the server says the same words from known-answers.ts.
 */
import type { Known } from '#shared/i18n/known-messages.ts';

export const QUOTE_MESSAGES: Known[] = [
  [/^must be an amount in dollars$/, 'events.editor.error.amount'],
  [/^must not be negative$/, 'events.editor.error.negative'],
  [/^is too high$/, 'events.editor.error.tooHigh'],
  [/^must be from 5 to 480 minutes$/, 'events.editor.error.minutes'],
  [/^must be a percentage from 0 to 100$/, 'events.editor.error.percent'],
  [/^At most (?<max>\d+) assistants$/, 'events.editor.error.maxAssistants'],
  [/^Add at least one line$/, 'events.editor.error.oneLine'],
  [/^Choose the date the retainer stops being refundable$/, 'events.editor.error.refundable'],
  [/^Choose the date the quote is valid until$/, 'events.editor.error.valid'],
  [/^Choose a start$/, 'events.editor.error.start'],
  [/^Choose an end$/, 'events.editor.error.end'],
  [/^must be after today and before the event$/, 'events.editor.error.validWindow'],
  [/^Every slot must be done by a member of the team\.$/, 'events.editor.error.slotMember'],
  [/^Every slot must end after it starts\.$/, 'events.editor.error.slotEnd'],
  [/^Everyone must be ready by the ready-by time\.$/, 'events.editor.error.slotReadyBy'],
  [/^A team member cannot do two people at once\.$/, 'events.editor.error.slotMemberTwice'],
  [/^One person cannot be in two chairs at once\.$/, 'events.editor.error.slotPersonTwice'],
  [/^Enter the booking code$/, 'events.editor.error.code'],
];
