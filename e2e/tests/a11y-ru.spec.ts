/**
 * Accessibility in Russian: the axe matrix (a11y-matrix.ts) at 390 px, where Russian's longer
 * labels are the tightest. Runs in the other e2e group than a11y.spec.ts.
 */
import { VIEWPORTS, axeMatrix } from './a11y-matrix';

axeMatrix('ru', VIEWPORTS.filter((v) => v.name === '390px'));
