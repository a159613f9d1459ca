import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { afterPaint } from '../../../lib/after-paint';
import type { DndHandlers, DragSurfaceHandle } from '../drag/drag-types';

type DragSurfaces = {
  /** Registers a surface with the drag code; returns its removal. */
  add: (surface: DragSurfaceHandle) => () => void;
  /** A press came before the drag code: fetch it now, not when the browser is idle. */
  fetchNow: () => void;
};

const DragSurfacesContext = createContext<DragSurfaces | null>(null);

export function useDragSurfaces(): DragSurfaces {
  const surfaces = useContext(DragSurfacesContext);
  if (!surfaces) throw new Error('A drag surface is drawn outside ScheduleDnd');
  return surfaces;
}

type Kit = ComponentType<{ handlers: DndHandlers; surfaces: readonly DragSurfaceHandle[] }>;
let kit: Kit | null = null;
let pending: Promise<void> | null = null;
const fetchKit = () =>
  (pending ??= import('./drag-kit').then(
    (module) => {
      kit = module.DragKit;
    },
    () => {
      pending = null; // the next press asks again
    },
  ));

/**
 * The schedule's drag and drop (decision 0069): the grid and the panel paint without dnd-kit
 * (~17 KB gzip), whose code is fetched once the page has painted and the browser is idle, or at
 * once on a press that comes first (that press then starts its drag when the code is here, if it
 * is still held). The drag code sits beside the page, not around it, so its arrival re-renders
 * and remounts nothing the page drew: it is handed the surfaces' elements (drag-kit.tsx).
 */
export function ScheduleDnd({
  handlers,
  children,
}: {
  handlers: DndHandlers;
  children: ReactNode;
}) {
  const [surfaces, setSurfaces] = useState<readonly DragSurfaceHandle[]>([]);
  const [Kit, setKit] = useState<Kit | null>(() => kit);
  const registry = useMemo<DragSurfaces>(() => {
    const fetchNow = () => void fetchKit().then(() => setKit(() => kit));
    return {
      add: (surface) => {
        setSurfaces((list) => [...list, surface]);
        return () => setSurfaces((list) => list.filter((s) => s !== surface));
      },
      fetchNow,
    };
  }, []);
  useEffect(() => (kit ? undefined : afterPaint(registry.fetchNow)), [registry]);
  return (
    <DragSurfacesContext.Provider value={registry}>
      {children}
      {Kit ? <Kit handlers={handlers} surfaces={surfaces} /> : null}
    </DragSurfacesContext.Provider>
  );
}
