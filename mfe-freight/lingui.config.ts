/** Lingui catalogs of this app: the workspace's one configuration (tooling/lingui.config.cjs). */
import config from '@forwarder/tooling/lingui.config.cjs';

// With the offer labels it shows from @forwarder/shared/offer-labels (shared/src/format/offer-labels.ts).
export default { ...config, catalogs: (config.catalogs ?? []).map((c: { include: string[] }) => ({ ...c, include: [...c.include, '<rootDir>/../shared/src/format/offer-labels.ts'] })) };
