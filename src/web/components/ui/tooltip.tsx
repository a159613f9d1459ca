import type { ReactElement, ReactNode } from 'react';
import * as Radix from 'radix-ui/tooltip';

type TooltipProps = {
  /** What the tooltip says. */
  content: ReactNode;
  /** One focusable element (a button or a link): the tooltip opens on its hover and focus. */
  children: ReactElement;
};

/**
 * A short note that shows on hover and on keyboard focus of its trigger, and is announced as the
 * trigger's description. Each one carries its own provider, so it needs no setup around it.
 */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <Radix.Provider delayDuration={300}>
      <Radix.Root>
        <Radix.Trigger asChild>{children}</Radix.Trigger>
        <Radix.Portal>
          <Radix.Content
            sideOffset={4}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs break-all text-white shadow-md"
          >
            {content}
            <Radix.Arrow className="fill-slate-900" />
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
    </Radix.Provider>
  );
}
