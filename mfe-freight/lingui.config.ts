/** Lingui catalogs of this app: the workspace's one configuration (tooling/lingui.config.cjs). */
import config from '@forwarder/tooling/lingui.config.cjs';

export default config;
