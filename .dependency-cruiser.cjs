// The import boundaries of the code, checked by dependency-cruiser on the files the imports
// resolve to (decision 007). `npm run check` runs it on the whole tree; scripts/dependency-rules.test.mjs
// shows each rule failing on a deliberate violation.

/** A feature folder of either app: its path up to and including the feature's name. */
const FEATURE = '^apps/(?:server|web)/src/features/[^/]+/';
/** A feature's public face: its index.ts, the only file of it that code outside it may import. */
const FEATURE_INDEX = '^apps/(?:server|web)/src/features/[^/]+/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is imported by the server and the browser: it must not import the apps.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'shared-imports-no-node-builtin',
      comment: 'packages/shared runs in the browser too: no Node built-ins.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-imports-no-server',
      comment: 'The web app must not import server code: what both need belongs in packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-plumbing-imports-no-feature',
      comment:
        'Plugins and the delivery layer sit under the features: a feature registers itself, or app.ts injects what they need.',
      severity: 'error',
      from: { path: '^apps/server/src/(?:plugins|delivery)/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'web-lib-imports-no-feature',
      comment: 'apps/web/src/lib is what features build on: it must not import them.',
      severity: 'error',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'feature-reached-through-index',
      comment:
        'Outside a feature, import it only from its index.ts (…/features/<name>): export what you need there.',
      severity: 'error',
      from: { pathNot: FEATURE },
      to: { path: FEATURE, pathNot: FEATURE_INDEX },
    },
    {
      name: 'feature-reached-through-index',
      comment:
        "A feature must not import another feature's internals: import from that feature's index.ts, or move the shared code to lib/ or packages/shared.",
      severity: 'error',
      from: { path: '^(apps/(?:server|web)/src/features/[^/]+/)' },
      to: { path: FEATURE, pathNot: ['^$1', FEATURE_INDEX] },
    },
    {
      name: 'no-circular',
      comment: 'A module must not depend on itself through others: split out what both sides need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(?:^|/)(?:node_modules|dist|dist-ssr|coverage|test-results|playwright-report|\\.tmp)/',
    },
    // Type-only imports count: a circle through types is still a circle for whoever reads the code.
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
