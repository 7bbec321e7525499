/**
 * The inbox's last query string (its filters), so the booking workspace's back link returns to
 * the same view. Kept for the page's life only.
 */
let lastSearch = '';

/** Remember the inbox's current query string. */
export function rememberInboxSearch(search: string): void {
  lastSearch = search;
}

/** The inbox URL with the filters it last had. */
export function inboxReturnUrl(inbox: string): string {
  return `${inbox}${lastSearch}`;
}
