import ShieldCheck from 'lucide-react/icons/shield-check';
import User from 'lucide-react/icons/user';
import { DEFAULT_ROLE, STATION_MANAGER_ROLE } from '../../shared/constants/limits';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';
import { cn } from '../lib/cn';
import { Badge } from './ui/badge';

/** A role as a badge; "Station Manager" stands out from the others (SPEC.md §2). */
export function RoleBadge({ role, className }: { role: string; className?: string }) {
  const manager = role === STATION_MANAGER_ROLE;
  const t = useT(shell);
  const Icon = manager ? ShieldCheck : User;
  return (
    <Badge
      className={cn(
        manager
          ? 'bg-amber-50 text-amber-800 ring-amber-300'
          : 'bg-indigo-50 text-indigo-700 ring-indigo-200',
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {/* The two roles read in the member's language; any other as the station wrote it. */}
      {manager ? t('shell:role.manager') : role === DEFAULT_ROLE ? t('shell:role.dj') : role}
    </Badge>
  );
}
