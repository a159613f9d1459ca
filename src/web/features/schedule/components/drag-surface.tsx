import type { DraggableSyntheticListeners } from '@dnd-kit/core';
import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useDragSurfaces } from './schedule-dnd';

/** Where a press landed: a mouse's or pen's pointer-down, or a finger's touchstart. */
export type Press = { target: EventTarget | null; clientX: number; clientY: number };

type Listeners = NonNullable<DraggableSyntheticListeners>;

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
 * the two sensors never both start on one press). The draggable itself comes with the drag code,
 * after the paint (schedule-dnd.tsx).
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
  const surfaces = useDragSurfaces();
  const node = useRef<HTMLDivElement | null>(null);
  const listeners = useRef<Listeners | null>(null);
  /** A press made before the drag code arrived, still held. */
  const held = useRef<((listeners: Listeners) => void) | null>(null);

  useEffect(
    () =>
      surfaces.add({
        id,
        node,
        arrived: (next) => {
          listeners.current = next ?? null;
          const press = held.current;
          held.current = null;
          if (next && press) press(next);
        },
      }),
    [surfaces, id],
  );

  const hand = (press: (listeners: Listeners) => void) => {
    if (listeners.current) {
      press(listeners.current);
      return;
    }
    held.current = press;
    const release = () => {
      if (held.current === press) held.current = null;
    };
    window.addEventListener('pointerup', release, { once: true, capture: true });
    window.addEventListener('touchend', release, { once: true, capture: true });
    surfaces.fetchNow();
  };

  return (
    <div
      ref={(element) => {
        node.current = element;
        if (surfaceRef) surfaceRef.current = element;
      }}
      data-testid={testId}
      className={className}
      style={style}
      onPointerDown={(event) => {
        if (event.pointerType === 'touch') return;
        if (onGrab(event)) hand((l) => l.onPointerDown?.(event));
      }}
      onTouchStart={(event) => {
        const finger = event.touches.length === 1 ? event.touches[0] : undefined;
        if (!finger) return;
        const press = { target: event.target, clientX: finger.clientX, clientY: finger.clientY };
        if (onGrab(press)) hand((l) => l.onTouchStart?.(event));
      }}
    >
      {children}
    </div>
  );
}
