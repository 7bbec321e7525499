/**
 * A remote's section kept as the prerendered element the server sent (see ./prerendered.ts),
 * moved into this component's box when it mounts. Its links are plain anchors; a click on one
 * becomes a client-side navigation (no full page load), exactly like the remote's own <Link>s.
 * Modified clicks (new tab, download) and links to other origins keep the browser's default.
 * A looping video the fragment names (`data-video`, e.g. the hero's banner) is added the way the
 * remote's own component adds it: after the first paint and only where the visitor's settings
 * allow (attachLoopingVideo), so the server-sent poster stays the first paint.
 */
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from '@forwarder/shared/router';
import { attachLoopingVideo } from '@forwarder/shared/ui';

export function PrerenderedSection({ element, className }: { element: HTMLElement; className?: string }) {
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.appendChild(element);
    const videos = [...element.querySelectorAll<HTMLElement>('[data-video]')].map((el) => attachLoopingVideo(el));
    return () => {
      for (const stop of videos) stop();
      element.remove();
    };
  }, [element]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest('a');
    if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
    const url = new URL(a.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  // Only anchor clicks are handled, and a keyboard activation of a link fires click as well.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div ref={box} className={className} onClick={onClick} />;
}
