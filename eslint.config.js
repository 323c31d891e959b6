import js from '@eslint/js';
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
    files: ['src/components/**', 'src/lib/**'],
    rules: layerRules(['@/features/*', '@/pages/*', '@/app/*'], 'components/ and lib/ know nothing of the domain.'),
  },
  {
    files: ['src/features/**'],
    rules: layerRules(['@/pages/*'], 'features/ may use the shell context, never the pages or the shell itself.', [
      '@/app/routes',
      '@/app/shell/Shell',
      '@/app/shell/ShellModals',
      '@/app/shell/Header',
      '@/app/shell/Footer',
    ]),
  },
  {
    files: ['server/**'],
    rules: layerRules(['@/app/*', '@/pages/*', '*/components/*'], 'The server shares types, schemas and rules, not UI.'),
  },
);
