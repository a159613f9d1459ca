import { useEffect } from 'react';

/** Names the browser tab after the screen, so history and assistive tech can tell them apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Radio Station` : 'Radio Station';
  }, [title]);
}
