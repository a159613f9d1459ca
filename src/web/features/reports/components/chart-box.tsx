import { useEffect, useRef, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { ResponsiveContainer } from 'recharts';

/**
 * A Recharts chart as wide as its box, on screen and on paper. ResponsiveContainer follows its
 * box through a ResizeObserver, which does not run while the browser lays the page out for print:
 * the printed chart kept the window's width, cut off on A4 from a 900 px window (decision 0073,
 * amended). When the print media applies (the page is laid out for paper by then), the box's
 * printed width is measured and the chart drawn at it, before the browser prints; after printing
 * the chart follows the window again.
 */
export function ChartBox({ height, children }: { height: number; children: ReactElement }) {
  const box = useRef<HTMLDivElement>(null);
  const [printWidth, setPrintWidth] = useState<number | null>(null);
  useEffect(() => {
    const print = window.matchMedia('print');
    const follow = () => {
      const width = print.matches ? (box.current?.clientWidth ?? null) : null;
      // Drawn now: the browser prints as soon as the media's listeners return.
      flushSync(() => setPrintWidth(width));
    };
    print.addEventListener('change', follow);
    return () => print.removeEventListener('change', follow);
  }, []);
  return (
    <div ref={box} className="w-full min-w-0">
      <ResponsiveContainer width={printWidth ?? '100%'} height={height}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}
