import nodemailer from 'nodemailer';

/*
 * E-mail (issue #23 item 3, D165) through whatever SMTP server the host configures (--smtp-url, nodemailer):
 * plain text, with the RFC 8058 one-click unsubscribe headers, so a mail program's own "unsubscribe" works.
 */

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The unsubscribe link (List-Unsubscribe, one-click: List-Unsubscribe-Post). */
  readonly unsubscribe: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: { 'List-Unsubscribe': `<${mail.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Auto-Submitted': 'auto-generated' },
      });
    },
    close: () => transport.close(),
  };
}
