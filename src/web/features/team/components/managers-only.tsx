import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import type { ReactNode } from 'react';
import type { Action } from '../../../../shared/team/permissions';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { LoadingLine } from '../../../components/ui/load-states';
import { useAccess } from '../../../lib/use-access';
import { team } from '../../../i18n/namespaces/team';
import { useT } from '../../../i18n/use-t';

/**
 * A page for station managers: others who open its address are told plainly that it is not
 * theirs, with the permission table's reason, instead of a page whose every request fails.
 */
export function ManagersOnly({
  action,
  title,
  viewersRefused,
  children,
}: {
  action: Action;
  /** "Only station managers can manage the team." */
  title: string;
  /** "Viewers can look at the station's plans but not manage the team." */
  viewersRefused: string;
  children: ReactNode;
}) {
  const t = useT(team);
  const { access, permission } = useAccess();
  if (!access) return <LoadingLine text={t('team:access.checking')} />;
  const decision = permission(action);
  if (decision.allowed) return children;
  return (
    <EmptyPanel icon={ShieldAlert} title={title}>
      {refusalDetail(decision.text?.key, decision.reason, t('team:access.ask'), viewersRefused)}
    </EmptyPanel>
  );
}

/** Under the title: whom to ask (a DJ), or why a Viewer may not (both in the reader's language). */
function refusalDetail(key: string | undefined, reason: string, ask: string, viewers: string) {
  if (key === 'errors:permission.managersOnly') return ask;
  if (key === 'errors:permission.viewers') return viewers;
  return reason;
}
