/**
 * Home widgets in page order, with the height each reserves while loading. `firstScreen` ones are
 * preloaded by the entry at boot and mount at once; the others load when the buyer scrolls near
 * them, so a phone on a slow network downloads and runs only what the first screen shows.
 * (No shared imports here: the entry reads this before shared modules are available.)
 */
export const HOME_WIDGETS = [
  // `fragment`: the server sends this widget prerendered in the page (see ../app/prerendered.ts).
  { remote: 'content', expose: './HomeBanner', minHeight: 600, firstScreen: true, fragment: 'home-banner' },
  { remote: 'freight', expose: './SpotDealsWidget', minHeight: 720, firstScreen: true },
  { remote: 'content', expose: './HomeReviews', minHeight: 520, firstScreen: false },
  { remote: 'content', expose: './HomeBlogTeaser', minHeight: 480, firstScreen: false },
  { remote: 'member', expose: './NewsletterWidget', minHeight: 260, firstScreen: false },
  { remote: 'content', expose: './HomeServices', minHeight: 900, firstScreen: false },
  { remote: 'content', expose: './HomeWhyUs', minHeight: 520, firstScreen: false },
  { remote: 'content', expose: './HomeAbout', minHeight: 720, firstScreen: false },
] as const;
