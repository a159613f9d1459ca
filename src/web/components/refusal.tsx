import { useId, type ReactNode } from 'react';
import type { Permission } from '../../shared/team/permissions';

export type Refusal = {
  /** Spread on the control: disabled, with the reason as its tooltip and accessible description. */
  props: { disabled?: true; title?: string; 'aria-describedby'?: string };
  /**
   * The reason, rendered next to the control (empty when allowed): for screen readers, and shown
   * on touch screens, where a disabled control has no tooltip to hover.
   */
  note: ReactNode;
};

/**
 * A control a member may not use stays in its place, disabled, and says why: a Viewer who sees
 * "Create Schedule" greyed out hears and reads the station's reason instead of wondering.
 */
export function useRefusal(permission: Permission): Refusal {
  const id = useId();
  if (permission.allowed) return { props: {}, note: null };
  return {
    props: { disabled: true, title: permission.reason, 'aria-describedby': id },
    note: (
      <span
        id={id}
        className="sr-only pointer-coarse:not-sr-only pointer-coarse:block pointer-coarse:basis-full pointer-coarse:text-xs pointer-coarse:font-normal pointer-coarse:text-slate-500"
      >
        {permission.reason}
      </span>
    ),
  };
}
