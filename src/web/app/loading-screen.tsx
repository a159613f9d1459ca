import Radio from 'lucide-react/icons/radio';
import { loadingText } from './loading-text';

/** Full screen while the session is being established (SPEC.md §2), in the browser's language. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-slate-50">
      <span className="relative flex size-14 items-center justify-center rounded-2xl bg-indigo-600 text-white shadow-lg shadow-indigo-200">
        <Radio aria-hidden className="size-7" />
        <span className="absolute inset-0 animate-ping rounded-2xl bg-indigo-400 opacity-30" />
      </span>
      <p role="status" className="text-base font-medium text-slate-700">
        {loadingText()}
      </p>
    </div>
  );
}
