import type { Mailer, OutgoingEmail } from '#server/integrations/email/mailer.ts';
import type { JobsLog } from '#server/jobs/worker.ts';

export interface RecordingMailer extends Mailer {
  /** Messages sent, in order. */
  sent: OutgoingEmail[];
  closed: boolean;
}

/** A mailer that keeps what it sends; `before` runs first (to delay or fail a send). */
export function recordingMailer(before?: (email: OutgoingEmail) => Promise<void>): RecordingMailer {
  const mailer: RecordingMailer = {
    kind: 'stored',
    sent: [],
    closed: false,
    async send(email) {
      await before?.(email);
      mailer.sent.push(email);
    },
    close() {
      mailer.closed = true;
    },
  };
  return mailer;
}

/** A job log that keeps errors (for assertions) and drops the rest. */
export function quietLog(): JobsLog & { errors: unknown[] } {
  const errors: unknown[] = [];
  return {
    errors,
    error: (...args: unknown[]) => void errors.push(args),
    warn: () => {},
    info: () => {},
  };
}

export const email = (subject: string, to = 'someone@example.com'): OutgoingEmail => ({
  to,
  subject,
  text: `${subject} (text)`,
  html: `<p>${subject}</p>`,
});

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
