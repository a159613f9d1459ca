/**
 * What the browser tells the code about the visitor, told by the server instead when it draws a
 * page's first screen (src/web/server-render/first-screen.tsx): there is no window to ask. Set
 * for one render at a time; in the browser it is never set and the readers ask the browser.
 */
export type RenderVisitor = {
  /** The visitor's browser says it is a phone (the phone layouts, use-phone-layout.ts). */
  phone: boolean;
  /** The languages the browser asks for, in its order (its Accept-Language). */
  languages: readonly string[];
  /** The window's width in CSS pixels, when the browser says (Sec-CH-Viewport-Width). */
  width?: number;
};

let visitor: RenderVisitor | null = null;

/** Who the server draws for, or null in the browser. */
export function renderVisitor(): RenderVisitor | null {
  return visitor;
}

/** Runs `draw` for this visitor; the caller draws one visitor at a time. */
export async function drawingFor<T>(who: RenderVisitor, draw: () => Promise<T>): Promise<T> {
  visitor = who;
  try {
    return await draw();
  } finally {
    visitor = null;
  }
}

/** A screen the server draws for: a phone's, or a laptop's. */
const PHONE_VIEWPORT = { width: 390, height: 844 };
const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

/**
 * The window's size; drawn on the server, a likely one for the visitor's kind of device, as wide
 * as the browser said its window was.
 */
export function viewportSize(): { width: number; height: number } {
  if (typeof window !== 'undefined')
    return { width: window.innerWidth, height: window.innerHeight };
  const likely = visitor?.phone ? PHONE_VIEWPORT : DESKTOP_VIEWPORT;
  return visitor?.width ? { ...likely, width: visitor.width } : likely;
}

/**
 * Whether a media query matches; drawn on the server, whether a width query ("(min-width:
 * 1280px)", "(max-width: 639.98px)") would on that likely screen (any other: no).
 */
export function mediaMatches(query: string): boolean {
  if (typeof window !== 'undefined') return window.matchMedia(query).matches;
  const width = /^\((min|max)-width:\s*([\d.]+)px\)$/.exec(query.trim());
  if (!width) return false;
  const { width: screen } = viewportSize();
  return width[1] === 'min' ? screen >= Number(width[2]) : screen <= Number(width[2]);
}
