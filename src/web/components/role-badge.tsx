import ShieldCheck from 'lucide-react/icons/shield-check';
import User from 'lucide-react/icons/user';
import { STATION_MANAGER_ROLE } from '../../shared/constants/limits';
import { cn } from '../lib/cn';
import { Badge } from './ui/badge';

/** A role as a badge; "Station Manager" stands out from the others (SPEC.md §2). */
export function RoleBadge({ role, className }: { role: string; className?: string }) {
  const manager = role === STATION_MANAGER_ROLE;
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
      {role}
    </Badge>
  );
}
