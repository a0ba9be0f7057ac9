// The module boundaries of docs/contributing.md#how-the-code-is-laid-out, checked on every `npm test`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'analysis-is-pure',
      comment:
        'src/analysis is the engine: it imports nothing outside itself and no npm package, but fflate (pure-JS unzip, no DOM or Node API) for zipped exports.',
      severity: 'error',
      from: { path: '^src/analysis' },
      to: {
        pathNot: ['^src/analysis', '^node_modules/fflate/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'fflate-only-for-zipped-exports',
      comment: 'Only the reader of a file’s bytes opens zips.',
      severity: 'error',
      from: { path: '^src/analysis', pathNot: '^src/analysis/import/read-export-bytes\\.ts$' },
      to: { path: '^node_modules/fflate/' },
    },
    {
      name: 'analysis-no-types-from-outside',
      severity: 'error',
      from: { path: '^src/analysis' },
      to: { path: '^src/(web|server|contract|cli)' },
    },
    {
      name: 'web-not-server',
      comment: 'The browser code never imports the server.',
      severity: 'error',
      from: { path: '^src/web' },
      to: { path: '^src/server' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^src/server' },
      to: { path: '^src/web' },
    },
    {
      name: 'no-message-compiler-in-the-browser',
      comment:
        'Catalogs are compiled at build time (scripts/catalog-plugin.ts); the browser never downloads the ICU compiler or reads files.',
      severity: 'error',
      from: { path: '^src/web', pathNot: '(^|/)testing/' },
      to: {
        path: ['^src/i18n/(compile|read-catalogs)\\.ts$', '^node_modules/@lingui/message-utils/'],
      },
    },
    {
      name: 'i18n-is-shared-only',
      comment:
        "The languages, catalogs and the texts written from the engine's numbers are shared by the web, the server and the tests alike: they use the engine, never a side.",
      severity: 'error',
      from: { path: '^src/i18n' },
      to: { path: '^src/(web|server|cli)' },
    },
    {
      name: 'shared-formatting-is-pure',
      comment:
        'src/i18n/format*.ts write the figures and dates of the web pages, the PNG card and the PDF alike: the engine and Intl only, no Node API, no DOM, no npm package.',
      severity: 'error',
      from: { path: '^src/i18n/format' },
      to: { pathNot: ['^src/analysis', '^src/i18n/format'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contract-is-shared-only',
      comment:
        'The contract holds schemas only: it may use the engine types and zod, nothing else of ours.',
      severity: 'error',
      from: { path: '^src/contract' },
      to: { path: '^src/(web|server|cli)' },
    },
    {
      name: 'features-are-independent',
      comment: 'A feature never imports another feature; shared pieces live in components or lib.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/([^/]+)/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'no-test-code-in-production',
      comment:
        'Test helpers live in a testing/ folder per side; production code never imports them, nor a test runner.',
      severity: 'error',
      from: { path: '^src/', pathNot: '(^|/)testing/|^src/test-setup\\.ts$' },
      to: {
        path: [
          '(^|/)testing/',
          'node_modules/(vitest|@testing-library|fast-check|smtp-server|mailparser)/',
        ],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
}
