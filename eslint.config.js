// ESLint for the web app (issue 29): typescript-eslint, React's hook rules and the import boundaries of the
// bulletproof-react layout. `npm run lint` runs it; scripts/test runs it beside TypeScript.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = 'webapp/src/features';
const features = readdirSync(new URL(`./${FEATURES}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's boundaries: a feature imports no other feature (shared code lives in `lib/` or `components/`), and
 * the shared layers (`lib/`, `components/`) import no feature and no app module. `app/` composes the features.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `./${FEATURES}/${feature}`,
    from: `./${FEATURES}`,
    except: [`./${feature}`],
    message: 'Een feature importeert geen andere feature: zet gedeelde code in webapp/src/lib/ of components/.',
  })),
  {
    target: ['./webapp/src/lib', './webapp/src/components'],
    from: [`./${FEATURES}`, './webapp/src/app'],
    message: 'Gedeelde code (lib/, components/) importeert geen features of app-modules.',
  },
];

export default tseslint.config(
  { ignores: ['webapp/dist/**', 'node_modules/**', '.venv/**', 'var/**'] },
  {
    files: ['webapp/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2022, sourceType: 'module' },
    settings: {
      'import/resolver': { typescript: { project: 'webapp/tsconfig.json' }, node: true },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['webapp/vite.config.ts', 'webapp/chunking.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
