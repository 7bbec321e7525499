import type { LinguiConfig } from '@lingui/conf';

/** The workspace's Lingui configuration (see lingui.config.cjs). */
declare const config: LinguiConfig;
export = config;
