import { useState } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A show's artwork; decorative (the show's name is beside it). An image that cannot be loaded is
 * left out rather than shown broken.
 */
export function ShowImage({ src, className }: { src: string | null; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('object-cover', className)}
    />
  );
}
