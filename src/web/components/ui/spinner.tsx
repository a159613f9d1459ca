import LoaderCircle from 'lucide-react/icons/loader-circle';
import { cn } from '../../lib/cn';

/** A decorative spinner; the surrounding text says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('size-4 animate-spin', className)} />;
}
