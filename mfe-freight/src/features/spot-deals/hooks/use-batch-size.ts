import { BATCH_DESKTOP, BATCH_MOBILE } from '../model';
import { useIsMobile } from './use-is-mobile';

/** The first batch of spot cards for the current viewport: 6 on desktop, 3 at 599px and below. */
export function useBatchSize(): number {
  return useIsMobile() ? BATCH_MOBILE : BATCH_DESKTOP;
}
