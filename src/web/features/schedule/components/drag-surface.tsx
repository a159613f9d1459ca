import { useDraggable } from '@dnd-kit/core';
import type { CSSProperties, PointerEvent, ReactNode, RefObject } from 'react';

type DragSurfaceProps = {
  id: string;
  /** Decides from the pointer-down whether a drag may start here, and remembers what it drags. */
  onGrab: (event: PointerEvent<HTMLDivElement>) => boolean;
  className?: string;
  style?: CSSProperties;
  /** Also given the surface's element (the grid measures it). */
  surfaceRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * One dnd-kit draggable for a whole surface (the grid's blocks, the library panel's rows) instead
 * of one per item: dnd-kit re-renders every useDraggable when a drag starts or ends, so per-block
 * draggables would re-render all 672 blocks (DESIGN.md D7). The pointer-down is handed to dnd-kit's
 * sensor only when it lands on something draggable. Children are passed in, so they do not
 * re-render with this wrapper.
 */
export function DragSurface({
  id,
  onGrab,
  className,
  style,
  surfaceRef,
  children,
  'data-testid': testId,
}: DragSurfaceProps) {
  const { setNodeRef, listeners } = useDraggable({ id });
  return (
    <div
      ref={(node) => {
        setNodeRef(node);
        if (surfaceRef) surfaceRef.current = node;
      }}
      data-testid={testId}
      className={className}
      style={style}
      onPointerDown={(event) => {
        if (onGrab(event)) listeners?.onPointerDown?.(event);
      }}
    >
      {children}
    </div>
  );
}
