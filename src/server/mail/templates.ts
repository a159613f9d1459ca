import type { NoticeWords } from '../../shared/notifications/notice-words';
import type { MailMessage } from './mailer';

/**
 * The account e-mails, under the station's name (Station Settings → Station, `station` in each),
 * in the recipient's language (`w`: their profile's, else the station's; decision 0074).
 * Plain text first; the HTML part escapes everything it embeds.
 */
export function confirmEmailMessage(
  station: string,
  to: string,
  url: string,
  isChange: boolean,
  w: NoticeWords,
): MailMessage {
  const { t } = w;
  return build(
    to,
    isChange ? t('mail:confirm.subjectChange') : t('mail:confirm.subjectNew', { station }),
    isChange ? t('mail:confirm.introChange', { station }) : t('mail:confirm.introNew', { station }),
    t('mail:confirm.action'),
    url,
    isChange ? t('mail:confirm.noteChange') : t('mail:confirm.noteNew'),
  );
}

export function resetPasswordMessage(
  station: string,
  to: string,
  url: string,
  w: NoticeWords,
): MailMessage {
  const { t } = w;
  return build(
    to,
    t('mail:reset.subject', { station }),
    t('mail:reset.intro', { station }),
    t('mail:reset.action'),
    url,
    t('mail:reset.note'),
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
  w: NoticeWords,
): MailMessage {
  const { t } = w;
  return build(
    to,
    t('mail:invite.subject', { station }),
    t('mail:invite.intro', { invitedBy, station, role }),
    t('mail:invite.action'),
    url,
    t('mail:invite.note', { days }),
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
  w: NoticeWords,
): MailMessage {
  // English keeps its RFC 7231 date; the other languages read theirs, in UTC as it says.
  const when =
    w.language === 'en'
      ? changedAt.toUTCString()
      : new Intl.DateTimeFormat(w.language, {
          dateStyle: 'full',
          timeStyle: 'long',
          timeZone: 'UTC',
        }).format(changedAt);
  const lines = [
    w.t('mail:changed.what', { station, email: newEmail, when }),
    w.t('mail:changed.signedOut'),
    w.t('mail:changed.help'),
  ];
  return {
    to,
    subject: w.t('mail:changed.subject', { station }),
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
