/**
 * Lingui catalogs of this package: the workspace's one configuration (tooling/lingui.config.cjs),
 * without the booking labels of src/format/labels.ts and the offer labels of src/format/offer-labels.ts. Every page loads this catalog; those labels
 * are translated in the catalogs of the apps that show them (mfe-booking, mfe-staff).
 */
import config from '@forwarder/tooling/lingui.config.cjs';

export default { ...config, catalogs: (config.catalogs ?? []).map((c: { include: string[] }) => ({ ...c, exclude: ['<rootDir>/src/format/labels.ts', '<rootDir>/src/format/offer-labels.ts'] })) };
