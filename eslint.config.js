import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Arrows point down: pages -> features -> components/lib -> config (design.md section 2). */
const layerRules = (forbidden, message, paths = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((group) => ({ group: [group], message })), paths: paths.map((name) => ({ name, message })) },
  ],
});

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Stops the lint when a list of layers misses a folder that exists, or names one that does not. */
function mustNameExactly(listName, listed, found, what) {
  const wrong = [...found.filter((name) => !listed.includes(name)), ...listed.filter((name) => !found.includes(name))];
  if (wrong.length > 0) throw new Error(`eslint.config.js: ${listName} must name every ${what} exactly: ${wrong.join(', ')}`);
}

/**
 * What one feature may import of another (docs/architecture.md, 'Feature boundaries'): its types, its requests'
 * hooks and query options (api/, but not the key factory), its rules and hooks at the feature's root, and its
 * components. Its key factory, its styles and anything in a deeper folder are its own.
 */
const OTHER_FEATURES_INTERNALS = (feature) => [
  { group: ['@/features/*/api/keys', `!@/features/${feature}/api/keys`], message: 'Another feature\'s cache keys are its own: use its query options or hooks.' },
  { group: ['@/features/*/**/*.css', `!@/features/${feature}/**`], message: 'Another feature\'s styles are its own.' },
  { group: ['@/features/*/*/*/**', `!@/features/${feature}/**`], message: 'Only the top level of another feature\'s folders is public.' },
  { group: ['../../*/**', '../../../*/**'], message: 'Reach another feature through @/features/<name>/..., never a relative path.' },
  { group: ['@/app/*', '@/app'], message: 'features/ never import app/: what the features and the shell share lives in a feature.' },
  { group: ['@/pages/*'], message: 'features/ never import the pages.' },
];

/**
 * Features stand in layers, lowest first (docs/architecture.md, 'The map'): a feature imports features of lower
 * layers only, so no import runs back up between features and no two features lean on each other through different
 * files (a loop `import-x/no-cycle` cannot see). A new feature takes its place here; what two features of one layer
 * both need moves down, and what composes them belongs to a higher feature or to a page.
 */
const FEATURE_LAYERS = [
  ['captcha', 'faq', 'gallery', 'shortlist', 'specials', 'team'],
  ['floorplans', 'inquiries', 'sublets'],
  // Issue 25: alerts save the search's filters (floorplans) and send like the other forms (captcha); the lists offer them.
  ['alerts', 'properties', 'short-term', 'units'],
  // Issue 24: booking a tour reads the community, its plans and units, and sends like the other forms.
  ['community', 'cost', 'home', 'tour-booking'],
  ['compare', 'floorplan-detail'],
  // Issue 22: the office's workspace reads what the renter's side wrote (sublets, inquiries), never the other way.
  ['staff'],
];
mustNameExactly('FEATURE_LAYERS', FEATURE_LAYERS.flat(), FEATURES, 'folder of src/features');

const NOT_BELOW = (feature) => {
  const layer = FEATURE_LAYERS.findIndex((names) => names.includes(feature));
  const others = FEATURE_LAYERS.slice(layer).flat().filter((other) => other !== feature);
  return {
    group: others.flatMap((other) => [`@/features/${other}`, `@/features/${other}/**`]),
    message: `features/${feature} imports only features of lower layers (FEATURE_LAYERS): move the shared fact down, or let a page compose the two.`,
  };
};

/** Cache keys are written once, in each feature's factory (`api/keys.ts`): never as an array literal at a call. */
const KEY_CALLS = 'invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries|setQueryData|getQueryData|queryOptions|useQuery|useMutation|prefetchQuery|fetchQuery';
const KEY_FACTORY_RULE = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `CallExpression[callee.name=/^(${KEY_CALLS})$/] Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression`,
      message: 'Build query keys with the feature\'s key factory (api/keys.ts).',
    },
    {
      selector: `CallExpression[callee.property.name=/^(${KEY_CALLS})$/] Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression`,
      message: 'Invalidate and read the cache through the feature\'s key factory (api/keys.ts).',
    },
  ],
};


/**
 * The server's rooms, lowest first (docs/architecture.md, 'Server'). A room imports only rooms of lower floors: the
 * plain helpers at the bottom know nothing of the database, the database nothing of the jobs, and what answers HTTP
 * (routes/) and the operator's command line (cli/) share the operator's service below them, never each other.
 */
const SERVER_FLOORS = [
  ['http', 'security', 'calendar', 'lifecycle.ts', 'malloc-tuning.ts'],
  ['config', 'db', 'tours', 'metrics'],
  ['storage', 'mail', 'captcha', 'sublets'],
  ['images', 'jobs', 'limits', 'staff', 'leads'],
  // Issue 25: alerts' sign-ups lean on the mail's cooldowns and the outbox.
  ['alerts'],
  // Issue 23: the catalog the office edits (units' rules, CSV, writes with their audit entries, reverts) leans on the audit.
  ['catalog'],
  // Issue 24: tour booking leans on leads (each booking is one), the mail and the database.
  ['operator', 'context.ts', 'tour-booking'],
  // Issue 24: the office's side of tours (settings, calendar, expiry) calls the booking's rules and mails.
  ['tour-office'],
  ['routes', 'cli'],
  ['plugins'],
  ['pages'],
  ['app.ts'],
  ['index.ts', 'cli.ts'],
];
/** Folders that hold tests and their helpers only: no room of the running server. */
const SERVER_TEST_FOLDERS = ['hostile', 'lint', 'test'];
const SERVER_ROOMS = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
  .filter((entry) => (entry.isDirectory() ? !SERVER_TEST_FOLDERS.includes(entry.name) : /(?<!\.test)\.ts$/.test(entry.name)))
  .map((entry) => entry.name);
mustNameExactly('SERVER_FLOORS', SERVER_FLOORS.flat(), SERVER_ROOMS, 'room of server/');
const serverPath = (room) => `./server/${room}`;
const SERVER_ZONES = SERVER_FLOORS.flatMap((rooms, floor) =>
  rooms.map((room) => ({
    target: serverPath(room),
    from: SERVER_FLOORS.slice(floor).flat().filter((other) => other !== room).map(serverPath),
    message: `server/${room} sits below these rooms: move what both need down, or the code up (eslint.config.js, SERVER_FLOORS).`,
  })),
);

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No import cycles in the site: a cycle makes load order matter and hides which file depends on which.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: KEY_FACTORY_RULE,
  },
  {
    files: ['src/components/**', 'src/lib/**'],
    rules: layerRules(['@/features/*', '@/pages/*', '@/app/*'], 'components/ and lib/ know nothing of the domain.'),
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...OTHER_FEATURES_INTERNALS(feature), NOT_BELOW(feature)].filter((pattern) => pattern.group.length > 0) }] },
  })),
  {
    // No UI in the server: it shares the site's types, schemas and rules, never what renders or fetches in a browser
    // (it renders pages by loading the built renderer, not by importing the site's components). A rule name of its
    // own: ESLint keeps the last setting of a rule name, so a later `no-restricted-imports` block for some server
    // folders could otherwise switch this off there.
    files: ['server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/components', '**/components/**'], message: 'Components are UI: the server shares types, schemas and rules, not UI.' },
          { group: ['**/lib/http', '**/lib/http.*'], message: '@/lib/http is the browser\'s HTTP client: the server answers through server/http.' },
          { group: ['react', 'react/**', 'react-dom', 'react-dom/**', 'react-router', 'react-router/**', 'react-router-dom', '@tanstack/react-query'], message: 'React belongs to the site: the server renders pages only through the built renderer.' },
          { group: ['@/app', '@/app/**', '@/pages', '@/pages/**'], message: 'The shell and the pages are UI: the server shares types, schemas and rules, not UI.' },
          { group: ['**/src', '**/src/**'], message: 'Reach the site\'s shared code through @/..., where the rules above can see what it is.' },
        ],
      }],
    },
  },
  {
    // The server's rooms: no import cycles, and no import of a room on the same floor or above (tests may reach up).
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.json'],
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error', 'import-x/no-restricted-paths': ['error', { zones: SERVER_ZONES }] },
  },
);
