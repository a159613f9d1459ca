import { Link } from 'wouter';
import { formatAge } from '../../../../shared/backups/format-age';
import { Notice } from '../../../components/ui/notice';
import { useBackups } from '../hooks/use-backups';

/**
 * Tells station managers, on every page, when the last good backup is older than twice the
 * schedule (or there is none): a backup that silently stopped is found before it is needed.
 */
export function BackupOverdueBanner() {
  const backups = useBackups();
  const status = backups.data;
  if (!status?.overdue) return null;
  return (
    <div className="mb-6">
      <Notice
        action={
          <Link
            href="/settings#backups"
            className="font-medium text-amber-900 underline underline-offset-2"
          >
            See the backups
          </Link>
        }
      >
        {status.lastGoodAt
          ? `The last good backup was made ${formatAge(status.lastGoodAt)}; backups are due ${status.schedule}.`
          : `No backup has been made yet; backups are due ${status.schedule}.`}
        {status.lastFailure ? ` The last attempt failed: ${status.lastFailure.message}` : ''}
      </Notice>
    </div>
  );
}
