/** Runtime plugin: retries a failed manifest fetch or remote script once, quickly, before the fallback shows. */
import { RetryPlugin } from '@module-federation/retry-plugin';

export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 1, retryDelay: 400 },
    script: { retryTimes: 1, retryDelay: 400 },
  });
}
