import { useEffect } from 'react';
import { useRuntimeConfig } from '@forwarder/shared/config';

/** Sets the document title to "{page} | {host}" while the page is shown (screen readers announce it on navigation). */
export function usePageTitle(title: string): void {
  const host = useRuntimeConfig((s) => s.config.brand.host);
  useEffect(() => {
    document.title = `${title} | ${host}`;
  }, [title, host]);
}
