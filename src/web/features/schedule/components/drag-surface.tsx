import { useDraggable } from '@dnd-kit/core';
import type { CSSProperties, ReactNode, RefObject } from 'react';

/** Where a press landed: a mouse's or pen's pointer-down, or a finger's touchstart. */
export type Press = { target: EventTarget | null; clientX: number; clientY: number };

type DragSurfaceProps = {
  id: string;
  /** Decides from a press whether a drag may start here, and remembers what it drags. */
  onGrab: (press: Press) => boolean;
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
 * draggables would re-render all 672 blocks (DESIGN.md D7). A press is handed to dnd-kit only
 * when it lands on something draggable: a mouse's or pen's pointer-down to the PointerSensor, a
 * single finger's touchstart to the TouchSensor (a finger's own pointer-down is left alone, so
 * the two sensors never both start on one press).
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
        if (event.pointerType === 'touch') return;
        if (onGrab(event)) listeners?.onPointerDown?.(event);
      }}
      onTouchStart={(event) => {
        const finger = event.touches.length === 1 ? event.touches[0] : undefined;
        if (!finger) return;
        const press = { target: event.target, clientX: finger.clientX, clientY: finger.clientY };
        if (onGrab(press)) listeners?.onTouchStart?.(event);
      }}
    >
      {children}
    </div>
  );
}
