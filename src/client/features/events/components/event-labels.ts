import type { QuoteState } from '#shared/domain/event-quote.ts';
import type { TeamStatus } from '#shared/schemas/event-conversation.ts';
import type { eventTypes } from '#shared/schemas/events.ts';
import type { MessageKey } from '#shared/i18n/translator.ts';

/** Each kind of event's words in the catalogues. */
export const eventTypeKeys: Record<(typeof eventTypes)[number], MessageKey> = {
  wedding: 'events.type.wedding',
  prom: 'events.type.prom',
  photo_shoot: 'events.type.photo_shoot',
  other: 'events.type.other',
};

/** Where an event stands, in the catalogues' words. */
export const eventStateKeys: Record<QuoteState, MessageKey> = {
  requested: 'events.state.requested',
  quoted: 'events.state.quoted',
  accepted_unpaid: 'events.state.accepted_unpaid',
  accepted: 'events.state.accepted',
  completed: 'events.state.completed',
  cancelled: 'events.state.cancelled',
  declined: 'events.state.declined',
  expired: 'events.state.expired',
};

/** A team member's answer. */
export const teamStatusKeys: Record<TeamStatus, MessageKey> = {
  lead: 'events.team.lead',
  invited: 'events.team.invited',
  accepted: 'events.team.accepted',
  declined: 'events.team.declined',
  withdrawn: 'events.team.withdrawn',
};
