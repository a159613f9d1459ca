import nodemailer from 'nodemailer';
import type { Database } from '../db/connection';
import { mailOutbox } from '../db/schema';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action links the message carries (confirm, reset). */
  links: string[];
  /** Headers beyond the usual ones (a notice's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** "smtp" sends through SMTP_URL; "outbox" keeps messages for the local mailbox page. */
  mode: 'smtp' | 'outbox';
};

/**
 * Mail (DESIGN.md D5): SMTP through nodemailer when SMTP_URL is set; otherwise an outbox in the
 * database, announced in the server log with the address of the local mailbox page. The log line
 * carries no token (anyone with log access could otherwise take over an account) and no address.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  mailboxUrl: () => string;
  log: (line: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers && { headers: message.headers }),
        });
      },
    };
  }
  return {
    mode: 'outbox',
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values(message)
        .returning({ id: mailOutbox.id });
      options.log(
        `[mail] "${message.subject}" kept in the outbox: open ${options.mailboxUrl()}#${row?.id} to follow its link`,
      );
    },
  };
}
