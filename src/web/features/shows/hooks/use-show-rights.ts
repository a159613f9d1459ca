import type { Show } from '../../../../shared/schemas/show';
import type { Permission } from '../../../../shared/team/permissions';
import { useAccess } from '../../../lib/use-access';

export type ShowRights = {
  /** Adding a show: refused with the station's reason when the member may not. */
  add: Permission;
  /** Whether the member may open a show's edit form: any show, or only shows they host. */
  mayEdit: (show: Show) => boolean;
  mayDelete: boolean;
  /** Whether an edit may change only the description, image and genres (a host under "own shows"). */
  ownDetailsOnly: boolean;
};

/** What the member may do with show templates, from the permission table the server checks. */
export function useShowRights(): ShowRights {
  const access = useAccess();
  const editAll = access.can('shows.edit');
  const editOwn = access.can('shows.editOwnDetails');
  return {
    add: access.permission('shows.edit'),
    mayEdit: (show) => editAll || (editOwn && access.hosts(show.djIds)),
    mayDelete: editAll,
    ownDetailsOnly: !editAll,
  };
}
