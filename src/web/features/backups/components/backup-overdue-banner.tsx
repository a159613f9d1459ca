import { Link } from 'wouter';
import { Notice } from '../../../components/ui/notice';
import { useLanguage } from '../../../i18n/language-context';
import { backups as backupTexts } from '../../../i18n/namespaces/backups';
import { useT } from '../../../i18n/use-t';
import { ageWords, scheduleWords } from '../backup-words';
import { useBackups } from '../hooks/use-backups';

/**
 * Tells station managers, on every page, when the last good backup is older than twice the
 * schedule (or there is none): a backup that silently stopped is found before it is needed.
 */
export function BackupOverdueBanner() {
  const backups = useBackups();
  const status = backups.data;
  if (!status?.overdue) return null;
  return <OverdueNotice status={status} />;
}

function OverdueNotice({ status }: { status: NonNullable<ReturnType<typeof useBackups>['data']> }) {
  const t = useT(backupTexts);
  const language = useLanguage();
  const schedule = scheduleWords(status.schedule, t);
  return (
    <div className="mb-6">
      <Notice
        action={
          <Link
            href="/settings#backups"
            className="font-medium text-amber-900 underline underline-offset-2"
          >
            {t('backups:banner.see')}
          </Link>
        }
      >
        {status.lastGoodAt
          ? t('backups:banner.lastGood', {
              age: ageWords(status.lastGoodAt, language, t),
              schedule,
            })
          : t('backups:banner.none', { schedule })}
        {status.lastFailure ? ' ' : ''}
        {status.lastFailure
          ? t('backups:banner.lastFailure', { reason: status.lastFailure.message })
          : ''}
      </Notice>
    </div>
  );
}
