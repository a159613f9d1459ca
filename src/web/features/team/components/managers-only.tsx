import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import type { ReactNode } from 'react';
import type { Action } from '../../../../shared/team/permissions';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { LoadingLine } from '../../../components/ui/load-states';
import { useAccess } from '../../../lib/use-access';

/**
 * A page for station managers: others who open its address are told plainly that it is not
 * theirs, with the permission table's reason, instead of a page whose every request fails.
 */
export function ManagersOnly({
  action,
  title,
  children,
}: {
  action: Action;
  /** "Only station managers can manage the team." */
  title: string;
  children: ReactNode;
}) {
  const { access, permission } = useAccess();
  if (!access) return <LoadingLine text="Checking what you may do…" />;
  const decision = permission(action);
  if (decision.allowed) return children;
  return (
    <EmptyPanel icon={ShieldAlert} title={title}>
      {decision.reason === title ? 'Ask a station manager if you need a change.' : decision.reason}
    </EmptyPanel>
  );
}
