/**
 * Inter, self-hosted: only the latin and cyrillic subsets (DESIGN.md), `swap` so text paints at
 * once. index.html declares these faces inline (its template finds the files by name among the
 * build's assets, which importing them here emits), so no stylesheet declares them again: a
 * second declaration, even of the same files, made the browser shape and lay out every text of
 * the page once more when it arrived. A document without them (none is served today) gets them here.
 */
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import cyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2';

const FAMILY = 'Inter Variable';

const faces = [
  {
    url: latin,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  { url: cyrillic, unicodeRange: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' },
];

/** Declares the web font's faces unless the document already does. */
export function ensureWebFont(): void {
  if (typeof document === 'undefined' || !('fonts' in document) || typeof FontFace === 'undefined') return;
  for (const face of document.fonts) if (face.family.replace(/["']/g, '') === FAMILY) return;
  for (const { url, unicodeRange } of faces) {
    document.fonts.add(new FontFace(FAMILY, `url(${url}) format('woff2-variations')`, { weight: '100 900', style: 'normal', display: 'swap', unicodeRange }));
  }
}
