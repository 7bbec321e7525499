import { useEffect } from 'react';

/**
 * While `title` is given (an open blog post's, from postMeta in @forwarder/shared/seo: what the
 * server sends for the post's address), it is the document's title. Otherwise the shell's is
 * (shell/src/app/app.tsx sets every page's after an in-app navigation, a post closed included).
 */
export function useOwnTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
