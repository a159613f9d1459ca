import { Spinner } from '../components/ui/spinner';

/** While a page's code arrives; short, so it stays quiet. */
export function PageFallback() {
  return (
    <p role="status" className="flex items-center gap-2 py-16 text-sm text-slate-500">
      <Spinner /> Loading page...
    </p>
  );
}
