// How the build groups the lazily loaded code of the public pages into files (issue 17). Vite's automatic splitting
// makes a file for every combination of lazy routes that share a module, and the back office's many routes make many
// small files: a soup's page loaded 25 JavaScript files, and each response costs its headers too (about 0.7 KB).
// Here everything the entry loads is one file, and an app module that public pages load lazily goes into one file
// per set of public pages that need it; libraries and the modules that only the back office (or a rarely visited
// public screen) uses keep the automatic splitting.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

type ModuleInfo = { importedIds: readonly string[]; dynamicImporters: readonly string[]; code: string | null };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

/** A public page and the lazily loaded modules (route components, the carousel) it loads when visited. */
const PUBLIC_PAGES: Record<string, { paths: string[]; modules: string[] }> = JSON.parse(
  readFileSync(new URL('public-page-modules.json', import.meta.url), 'utf8'),
).pages;

const webappDir = fileURLToPath(new URL('.', import.meta.url));
const sourceDir = `${webappDir}src/`;
/** The web app's entry module (index.html). */
const ENTRY = `${sourceDir}main.tsx`;
const groupsOf = new WeakMap<Context, Map<string, string>>();

/** The modules these modules import statically (not through dynamic `import()`), without the entry's. */
function reachable(ctx: Context, roots: readonly string[], follow: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id) || !follow(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Where a package's index keeps what it exports by name: `Grid` → `/components/Grid/Grid.mjs`. */
const PACKAGE_FILES: Record<string, (name: string) => string> = {
  '@mantine/core': (name) => `/components/${name}/${name}.mjs`,
  '@mantine/hooks': (name) => {
    const file = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    return `/${file}/${file}.mjs`;
  },
  '@tabler/icons-react': (name) => `/icons/${name}.mjs`,
};
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](@mantine\/core|@mantine\/hooks|@tabler\/icons-react)["']/g;

/**
 * The library files a module uses: the files it imports directly (`zustand/middleware`) and the ones behind what it
 * imports by name from a package's index (`import { Grid } from '@mantine/core'`, a Mantine component's
 * `import { useMergedRef } from '@mantine/hooks'`): the module graph holds everything such an index re-exports,
 * used or not, so the names are looked up by their file.
 */
function libraryImports(ctx: Context, id: string): string[] {
  const info = ctx.getModuleInfo(id);
  const found = (info?.importedIds ?? []).filter(isLibraryFile);
  for (const match of (info?.code ?? '').matchAll(NAMED_IMPORT)) {
    const fileOf = PACKAGE_FILES[match[2] ?? ''];
    const index = info?.importedIds.find((dep) => dep.includes(`/node_modules/${match[2]}/`));
    if (!fileOf || !index) continue;
    const names = (match[1] ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0]?.trim() ?? '');
    const wanted = new Set(names.filter(Boolean).map(fileOf));
    for (const exported of ctx.getModuleInfo(index)?.importedIds ?? []) {
      for (const suffix of wanted) if (exported.endsWith(suffix)) found.push(exported);
    }
  }
  return found;
}

/** The library files these app modules use, and the library files those use in turn. */
function libraryFiles(ctx: Context, modules: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...modules].flatMap((id) => libraryImports(ctx, id));
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...libraryImports(ctx, id));
  }
  return seen;
}

const isSource = (id: string) => id.startsWith(sourceDir);
/** A library's file, not the index that re-exports the whole package (`@tabler/icons-react` names its index so). */
const isLibraryFile = (id: string) =>
  /[\\/]node_modules[\\/]/.test(id) && !/[\\/](index|tabler-icons-react)\.m?js$/.test(id);

/** Whether Rolldown asks the group for this module: a library file, or an app module no one imports lazily. */
const groupable = (ctx: Context, id: string) =>
  isLibraryFile(id) || (isSource(id) && !ctx.getModuleInfo(id)?.dynamicImporters.length);

/** The group of each module that public pages load lazily: `public-<the pages>`. */
function moduleGroups(ctx: Context): Map<string, string> {
  let groups = groupsOf.get(ctx);
  if (!groups) {
    const pages = new Map<string, string[]>();
    for (const [page, { modules }] of Object.entries(PUBLIC_PAGES)) {
      const own = reachable(ctx, modules.map((source) => webappDir + source), isSource);
      for (const id of [...own, ...libraryFiles(ctx, own)]) pages.set(id, [...(pages.get(id) ?? []), page]);
    }
    groups = new Map();
    const usersOf = new Map<string, string[]>();
    for (const [id, users] of pages) {
      if (!groupable(ctx, id)) continue;
      groups.set(id, `public-${users.join('-')}`);
      usersOf.set(`public-${users.join('-')}`, users);
    }
    joinSmallGroups(ctx, groups, usersOf);
    groupsOf.set(ctx, groups);
  }
  return groups;
}

/** Below this much code (comments left out) a group of shared code is not worth a file of its own (decision 0094). */
const SMALL_GROUP = 3000;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/**
 * Grouping by the exact set of pages that share a module makes small files: the checkout shared half a KB with the
 * soup's page only, the donation form 2 KB with the checkout only, each in a file that costs its headers too (about
 * 0.8 KB). A small group joins the group of the same pages and exactly one more (the smallest such group, smallest
 * groups first): its pages load one file fewer, and only that one page loads a little code it does not run. Failing
 * that, a small group of four pages or more joins the group of all its pages but one: three pages load one file fewer,
 * one page loads a group it does not use (decision 0119; a group of three would make one page load much for little).
 */
function joinSmallGroups(ctx: Context, groups: Map<string, string>, usersOf: Map<string, string[]>): void {
  // What the entry loads is in the entry's file whatever its group (the `$initial` group comes first).
  const entrySource = reachable(ctx, [ENTRY], isSource);
  const initial = new Set([...entrySource, ...libraryFiles(ctx, entrySource)]);
  const sizes = new Map<string, number>();
  for (const [id, group] of groups) {
    if (initial.has(id)) continue;
    const code = (ctx.getModuleInfo(id)?.code ?? '').replace(COMMENTS, '');
    sizes.set(group, (sizes.get(group) ?? 0) + code.length);
  }
  const pagesOf = (group: string) => usersOf.get(group) ?? [];
  const bySize = (a: string, b: string) => (sizes.get(a) ?? 0) - (sizes.get(b) ?? 0);
  for (const small of [...sizes.keys()].sort(bySize)) {
    const size = sizes.get(small) ?? 0;
    if (process.env.SOEP_CHUNK_DEBUG) console.log('group', small, size);
    if (size >= SMALL_GROUP) continue;
    const own = pagesOf(small);
    const oneMore = (group: string) => {
      const pages = pagesOf(group);
      return pages.length === own.length + 1 && own.every((page) => pages.includes(page));
    };
    // No such group (the money rules, loaded by the shop's three pages and the donation form): the group of all its
    // pages but one, so that one page loads a group it uses less of instead of a file of its own.
    const oneFewer = (group: string) => {
      const pages = pagesOf(group);
      return own.length > 3 && pages.length === own.length - 1 && pages.every((page) => own.includes(page));
    };
    const [target] = [...sizes.keys()].filter(oneMore).sort(bySize).concat([...sizes.keys()].filter(oneFewer).sort(bySize));
    if (!target) continue;
    for (const [id, group] of groups) if (group === small) groups.set(id, target);
    sizes.set(target, (sizes.get(target) ?? 0) + size);
    sizes.delete(small);
  }
}

/**
 * Rolldown group name: `public-<pages>` for a module that public pages load lazily, else automatic (null). A lazily
 * loaded module keeps its own file: the server preloads a page's route modules by their name in the build's manifest
 * (public_routes.ROUTE_MODULES).
 */
export function publicChunkName(id: string, ctx: Context): string | null {
  return moduleGroups(ctx).get(id) ?? null;
}

const ADMIN_MODULE = /[\\/]webapp[\\/]src[\\/](app[\\/]admin[\\/]|features[\\/]admin)/;
const adminFiles = new Set<string>();

/**
 * Notes which built files hold back-office code, so that `modulePreloadDependencies` can leave them out: the entry
 * lists, for every lazily loaded route, the files to preload with it, and the back office's many routes made that
 * list several KB of every public page's JavaScript.
 */
export function adminFilesPlugin(): Plugin {
  return {
    name: 'soep-admin-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        adminFiles.clear();
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.moduleIds.some((id) => ADMIN_MODULE.test(id))) adminFiles.add(file.fileName);
        }
      },
    },
  };
}

/**
 * `build.modulePreload.resolveDependencies`: a public route's chunk is preloaded with the files it imports (no
 * waterfall on a phone); a back-office route's chunk loads its imports itself when it runs (one round trip more on
 * a staff member's first visit to that screen, while the public pages do not carry the list).
 */
export function modulePreloadDependencies(file: string, deps: string[]): string[] {
  return adminFiles.has(file) ? [] : deps;
}
