/**
 * Lingui catalogs of this app: the workspace's one configuration (tooling/lingui.config.cjs),
 * with the booking labels this app shows from @forwarder/shared/format (shared/src/format/labels.ts)
 * and the offer labels of @forwarder/shared/offer-labels (shared/src/format/offer-labels.ts).
 */
import config from '@forwarder/tooling/lingui.config.cjs';

export default { ...config, catalogs: (config.catalogs ?? []).map((c: { include: string[] }) => ({ ...c, include: [...c.include, '<rootDir>/../shared/src/format/labels.ts', '<rootDir>/../shared/src/format/offer-labels.ts'] })) };
