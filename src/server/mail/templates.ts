import type { MailMessage } from './mailer';

/**
 * The account e-mails, under the station's name (Station Settings → Station, `station` in each).
 * Plain text first; the HTML part escapes everything it embeds.
 */
export function confirmEmailMessage(
  station: string,
  to: string,
  url: string,
  isChange: boolean,
): MailMessage {
  const subject = isChange ? 'Confirm your new email address' : `Confirm your ${station} account`;
  const intro = isChange
    ? `You asked to use this address for your ${station} account.`
    : `Welcome to ${station}! Confirm your email address to finish creating your account.`;
  return build(
    to,
    subject,
    intro,
    'Confirm email address',
    url,
    isChange
      ? 'The link works once and expires in one hour.'
      : 'The link works once and expires in one hour. Opened anywhere but the browser you signed up in, it asks you to choose the password of the account. If you did not sign up, ignore this email.',
  );
}

export function resetPasswordMessage(station: string, to: string, url: string): MailMessage {
  return build(
    to,
    `Reset your ${station} password`,
    `Someone asked to reset the password of your ${station} account.`,
    'Choose a new password',
    url,
    'The link works once and expires in one hour. If it was not you, ignore this email: your password stays as it is.',
  );
}

/** To an invited address: the link opens the sign-up form with the address filled in. */
export function invitationMessage(
  station: string,
  to: string,
  invitedBy: string,
  role: string,
  url: string,
  days: number,
): MailMessage {
  return build(
    to,
    `You are invited to join the ${station} team`,
    `${invitedBy} invited you to join the ${station} team as ${role}.`,
    'Create your account',
    url,
    `The link works once, for this email address, and expires in ${days} days.`,
  );
}

/**
 * To the address an account used before its e-mail changed. It carries no link: a link that
 * could undo the change would be a way back in for whoever changed it. It says what changed,
 * when, and whom to ask for help.
 */
export function emailChangedNoticeMessage(
  station: string,
  to: string,
  newEmail: string,
  changedAt: Date,
): MailMessage {
  const when = changedAt.toUTCString();
  const subject = `Your ${station} email address was changed`;
  const lines = [
    `The email address of your ${station} account was changed to ${newEmail} on ${when}.`,
    'This address no longer signs in to the account, and every other session of the account was signed out.',
    'If you did not make this change, contact your station manager or administrator right away.',
  ];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    links: [],
  };
}

function build(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  note: string,
): MailMessage {
  const text = `${intro}\n\n${action}: ${url}\n\n${note}\n`;
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
    `<p>${escapeHtml(note)}</p>`;
  return { to, subject, text, html, links: [url] };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
