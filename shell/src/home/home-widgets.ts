/** Home widgets in page order, with the height each reserves while loading (no shared imports: the entry preloads these). */
export const HOME_WIDGETS = [
  { remote: 'content', expose: './HomeBanner', minHeight: 560 },
  { remote: 'freight', expose: './SpotDealsWidget', minHeight: 720 },
  { remote: 'content', expose: './HomeReviews', minHeight: 520 },
  { remote: 'content', expose: './HomeBlogTeaser', minHeight: 480 },
  { remote: 'member', expose: './NewsletterWidget', minHeight: 260 },
  { remote: 'content', expose: './HomeServices', minHeight: 900 },
  { remote: 'content', expose: './HomeWhyUs', minHeight: 520 },
  { remote: 'content', expose: './HomeAbout', minHeight: 720 },
] as const;
