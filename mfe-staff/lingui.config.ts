/**
 * Lingui catalogs of the staff desk: the workspace's configuration (tooling/lingui.config.cjs)
 * with the desk's own languages, English (source) and Korean, and the booking labels it shares
 * with the buyer's pages (shared/src/format/labels.ts) and the blog post's body of its preview (shared/src/post-html/post-article.tsx). The desk keeps its own Lingui instance
 * (src/i18n.ts): the suite's shared one holds the buyer languages (en, es, ru) only.
 */
import config from '@forwarder/tooling/lingui.config.cjs';

export default {
  ...config,
  locales: ['en', 'ko'],
  catalogs: (config.catalogs ?? []).map((c: { include: string[] }) => ({ ...c, include: [...c.include, '<rootDir>/../shared/src/format/labels.ts', '<rootDir>/../shared/src/post-html/post-article.tsx'] })),
};
