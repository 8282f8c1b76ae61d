import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { EventLineKind } from '#shared/schemas/event-conversation.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import { brandedEmail } from '../../integrations/email/send-branded-email.ts';
import {
  eventContacts,
  findEventById,
  insertEventLine,
  type EventContact,
} from './event-conversation.queries.ts';

/**
 * What happened to an event: written as a line of its conversation, and e-mailed to whom it
 * concerns. `by` is who did it; `member` the team member a team line is about.
 */
export type News =
  | { kind: 'requested' | 'accepted' | 'cancelled' | 'completed'; by: string }
  | { kind: 'quoted'; by: string; version: number; invited: string[] }
  | { kind: 'joined' | 'declined'; by: string }
  | { kind: 'withdrew'; member: string; by: string | null }
  | { kind: 'invited'; member: string; by: string }
  | { kind: 'paid' }
  | { kind: 'retainer-declined' };

type T = Translator['t'];
const fullName = (c: EventContact) => `${c.firstName} ${c.lastName}`;
const onTeam = (c: EventContact) => c.part === 'lead' || c.part === 'accepted';

/** One e-mail's words: its subject and paragraph, given the event's date in her language. */
interface Words {
  to: EventContact;
  subject: (t: T, when: string) => string;
  body: (t: T, when: string) => string;
}

/**
 * Who is told what (no health or tax data: names, the date, and the event's page); `announce`
 * leaves out a blocked or deleted recipient.
 */
function lettersFor(news: News, contacts: EventContact[]): Words[] {
  const named = (id: string | null) => contacts.find((c) => c.id === id);
  const lead = contacts.filter((c) => c.part === 'lead');
  const customer = contacts.filter((c) => c.part === 'customer');
  const customerName = customer[0] ? fullName(customer[0]) : '';
  const leadName = lead[0] ? fullName(lead[0]) : '';
  const toEach = (people: EventContact[], w: Omit<Words, 'to'>) =>
    people.map((to) => ({ to, ...w }));
  const invitation = {
    subject: (t: T) => t('email.event.invited.subject', { lead: leadName }),
    body: (t: T, when: string) => t('email.event.invited.body', { lead: leadName, when }),
  };
  switch (news.kind) {
    case 'requested':
      return toEach(lead, {
        subject: (t) => t('email.event.requested.subject', { customer: customerName }),
        body: (t, when) => t('email.event.requested.body', { customer: customerName, when }),
      });
    case 'quoted': {
      const invited = contacts.filter((c) => news.invited.includes(c.id) && c.part === 'invited');
      return [
        ...toEach(customer, {
          subject: (t) => t('email.event.quoted.subject', { lead: leadName }),
          body: (t, when) =>
            t('email.event.quoted.body', { lead: leadName, version: news.version, when }),
        }),
        ...toEach(invited, invitation),
      ];
    }
    case 'invited':
      return toEach(
        contacts.filter((c) => c.id === news.member),
        invitation,
      );
    case 'joined':
    case 'declined':
    case 'withdrew': {
      const member = named(news.kind === 'withdrew' ? news.member : news.by);
      const name = member ? fullName(member) : '';
      const keys = {
        joined: ['email.event.joined.subject', 'email.event.joined.body'],
        declined: ['email.event.declined.subject', 'email.event.declined.body'],
        withdrew: ['email.event.withdrew.subject', 'email.event.withdrew.body'],
      } as const;
      const [subject, body] = keys[news.kind];
      return toEach(lead, {
        subject: (t) => t(subject, { member: name }),
        body: (t, when) => t(body, { member: name, when }),
      });
    }
    case 'paid':
      return toEach(contacts.filter(onTeam), {
        subject: (t, when) => t('email.event.paid.subject', { when }),
        body: (t, when) => t('email.event.paid.body', { customer: customerName, when }),
      });
    case 'retainer-declined':
      return toEach(customer, {
        subject: (t) => t('email.event.retainerDeclined.subject'),
        body: (t, when) => t('email.event.retainerDeclined.body', { when }),
      });
    case 'cancelled': {
      const by = named(news.by);
      const concerned = contacts.filter(
        (c) => c.id !== news.by && (c.part === 'customer' || onTeam(c) || c.part === 'invited'),
      );
      return toEach(concerned, {
        subject: (t, when) => t('email.event.cancelled.subject', { when }),
        body: (t, when) => t('email.event.cancelled.body', { by: by ? fullName(by) : '', when }),
      });
    }
    case 'completed':
      return toEach(contacts.filter(onTeam), {
        subject: (t, when) => t('email.event.completed.subject', { when }),
        body: (t, when) => t('email.event.completed.body', { lead: leadName, when }),
      });
    case 'accepted':
      return [];
  }
}

const lineKind = (news: News): EventLineKind | null =>
  news.kind === 'retainer-declined' ? null : news.kind;

/**
 * Writes what happened to the event as a line of its conversation and queues its e-mails, on
 * `db` (the use case's transaction: both go only if it commits). Each e-mail is in its
 * recipient's language.
 */
export async function announce(ctx: AppContext, db: Db, eventId: string, news: News) {
  const kind = lineKind(news);
  if (kind) {
    await insertEventLine(db, {
      eventId,
      kind,
      senderId: 'by' in news ? news.by : null,
      version: news.kind === 'quoted' ? news.version : null,
      memberId: news.kind === 'withdrew' || news.kind === 'invited' ? news.member : null,
    });
  }
  const event = await findEventById(db, eventId);
  if (!event) return;
  const letters = lettersFor(news, await eventContacts(db, eventId)).filter((l) => l.to.reachable);
  if (letters.length === 0) return;
  const emails = letters.map(({ to, subject, body }) =>
    brandedEmail(ctx.env.PUBLIC_URL, { to: to.email, locale: to.locale }, (t, locale) => {
      const when = formatTorontoDateTime(event.readyBy, locale);
      return {
        subject: subject(t, when),
        heading: t('email.event.heading', { name: to.firstName }),
        paragraphs: [body(t, when)],
        action: { label: t('email.event.action'), path: `/events/${eventId}` },
      };
    }),
  );
  await ctx.jobs.sendEmail(emails, db);
}
