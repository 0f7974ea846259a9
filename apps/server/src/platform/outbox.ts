import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxMail extends Mail {
  id: string;
  sentAt: string;
}

/**
 * Mail the product sends (OTP, reset link): over SMTP when SMTP_URL is set, else into the dev
 * outbox (console + GET /api/dev/outbox). Outbound only; the inbound mailbox is `src/mailbox/`.
 */
export interface Outbox {
  /** Resolves when the mail is handed over; the dev outbox records it synchronously. */
  send(mail: Mail): Promise<void>;
  /** The dev outbox (newest first); undefined when mail goes over SMTP. */
  outbox(): OutboxMail[] | undefined;
}

const OUTBOX_MAX = 200;

export interface OutboxOptions {
  smtpUrl?: string | undefined;
  from: string;
  /** Print dev-outbox mail to the console (default true). */
  print?: boolean;
  log?: (line: string) => void;
}

export function createOutbox(options: OutboxOptions): Outbox {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      outbox: () => undefined,
    };
  }
  const box: OutboxMail[] = [];
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    async send(mail) {
      const entry: OutboxMail = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
      box.unshift(entry);
      if (box.length > OUTBOX_MAX) box.pop();
      if (options.print ?? true) {
        log(`\n[rapport dev outbox] To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
      }
    },
    outbox: () => [...box],
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;padding:24px;color:#111">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="color:#666;font-size:12px">Rapport</p></body></html>`;
}

export function otpMail(to: string, firstName: string, code: string): Mail {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  return {
    to,
    subject: `Your Rapport verification code: ${code}`,
    text: `${greeting}\n\nYour verification code is ${code}.\nIt expires in 10 minutes.\n\nIf you did not create a Rapport account, you can ignore this email.\n`,
    html: layout(
      'Verify your email',
      `<p>${escapeHtml(greeting)}</p><p>Your verification code is</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p><p>It expires in 10 minutes.</p><p>If you did not create a Rapport account, you can ignore this email.</p>`,
    ),
  };
}

/** To the owner of an address someone tried to sign up with again (issue 22: sign-up tells no one else). */
export function signUpAgainMail(to: string, appUrl: string): Mail {
  const signIn = `${appUrl}/sign-in`;
  const forgot = `${appUrl}/forgot-password`;
  const said =
    'Someone tried to create a Rapport account with this email address, which already has one. No new account was created.';
  return {
    to,
    subject: 'Someone tried to sign up with your email address',
    text: `${said}\n\nIf it was you, sign in instead: ${signIn}\nForgot your password? ${forgot}\n\nIf it was not you, you can ignore this email: nothing has changed.\n`,
    html: layout(
      'Someone tried to sign up',
      `<p>${escapeHtml(said)}</p><p>If it was you, <a href="${escapeHtml(signIn)}">sign in</a> instead, or <a href="${escapeHtml(forgot)}">reset your password</a>.</p><p>If it was not you, you can ignore this email: nothing has changed.</p>`,
    ),
  };
}

export function resetMail(to: string, link: string, browserName: string, operatingSystem: string): Mail {
  const origin = `A password reset was requested from ${browserName} on ${operatingSystem}.`;
  return {
    to,
    subject: 'Reset your Rapport password',
    text: `${origin}\n\nTo choose a new password, open this link (valid for 1 hour, usable once):\n${link}\n\nIf you did not ask for this, ignore this email: your password stays the same.\n`,
    html: layout(
      'Reset your password',
      `<p>${escapeHtml(origin)}</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (valid for 1 hour, usable once).</p><p>If you did not ask for this, ignore this email: your password stays the same.</p>`,
    ),
  };
}
