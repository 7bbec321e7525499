/**
 * Accessibility: the axe matrix (a11y-matrix.ts) in Russian, every route loaded once at 390 px
 * (where Russian's longer labels are the tightest) and judged there, then resized in place and
 * judged at desktop width. The markup and colours a width shows are the same in every language,
 * so one language covers both widths; every other journey runs in English.
 */
import { VIEWPORTS, axeMatrix } from './a11y-matrix';

axeMatrix('ru', [...VIEWPORTS].reverse());
