// The Docusaurus corpus list (bench/docusaurus-corpus.json) and where its prepared sites live.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface CorpusSite {
  name: string;
  /** GitHub owner/name. */
  repo: string;
  commit: string;
  date?: string;
  /** The site's folder inside the repository ('' for its root). */
  site: string;
  known?: boolean;
  shape: string;
  install: InstallSpec;
  /** What a Docusaurus user of the site runs before `docusaurus build` (its package.json says so): prepare.ts runs it after the install. */
  prebuild?: PrebuildSpec;
  /** Why Docusaurus' own build of the site fails or is not made here, when it does or is not. */
  docusaurus?: string;
}

/** How a site's dependencies are installed (bench/docusaurus-corpus/install.ts). */
export interface InstallSpec {
  /** `npm` (the default) or `pnpm@<version>`: the site's own package manager where npm cannot install it. */
  with?: string;
  /** The folder to install in, relative to the repository ('' = its root, where a workspace's lock file is); default the site folder. */
  in?: string;
  /** false: the lock file is set aside (its integrity hashes are another registry's), versions resolved from package.json. */
  lock?: boolean;
  /** Direct dependencies left out of the install: packages published only on another registry (`note` says which). */
  leaveOut?: string[];
  /** Set when the site cannot be installed here at all: why. */
  skip?: string;
  note?: string;
}

/**
 * A site's own pre-build step (content it generates before `docusaurus build`), run in the site folder with its
 * `node_modules/.bin` on the PATH: `run`, a command of its package.json's scripts; `clone`, a repository its script
 * clones from the network, extracted instead from a snapshot at a fixed commit into `into` (relative to the site).
 */
export interface PrebuildSpec {
  run?: string;
  clone?: { repo: string; commit: string; into: string };
  note?: string;
}

/** What prepare.ts did for a site, kept in `<corpus>/<name>/.corpus-prepare.json`. */
export interface PrepareRecord {
  commit: string;
  install?: { command: string; status: number; seconds?: number; error?: string };
  prebuild?: { command: string; status: number; seconds?: number; error?: string };
}

const listFile = path.resolve(import.meta.dirname, '..', 'docusaurus-corpus.json');

export function loadCorpus(): CorpusSite[] {
  return (JSON.parse(readFileSync(listFile, 'utf8')) as { sites: CorpusSite[] }).sites;
}

/** $FE_DOCS_CORPUS_DIR, else `<tmp>/fe-docs-corpus`. */
export function corpusDir(): string {
  return path.resolve(process.env.FE_DOCS_CORPUS_DIR || path.join(os.tmpdir(), 'fe-docs-corpus'));
}

export function siteDir(site: CorpusSite): string {
  return path.join(corpusDir(), site.name, site.site);
}
