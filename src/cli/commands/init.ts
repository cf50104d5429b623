import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CommanderError, type Command } from 'commander';
import { EXIT, type CliIo } from '../io.js';
import { DEFAULT_SCAFFOLD_LANGUAGE, SCAFFOLD_LANGUAGES, scaffoldFiles } from '../scaffold/scaffold.js';
import { CONFIG_FILE } from '../../config/config-file-name.js';
import { formatPosition } from '../../core/position.js';
import { escapeControl } from '../../core/terminal-text.js';

export function registerInit(program: Command, io: CliIo, setExit: (code: number) => void): void {
  program
    .command('init')
    .description('Create a site (home page, a tutorial in the docs, two blog posts) in a folder; never overwrites a file.')
    .argument('[dir]', 'folder of the new site', '.')
    .option('--title <title>', 'site title (default: "My Docs", in Spanish "Mi documentación")')
    .option('--lang <lang>', `language of the site: ${Object.keys(SCAFFOLD_LANGUAGES).join(' or ')}`, parseLang, DEFAULT_SCAFFOLD_LANGUAGE)
    .option('--from-docusaurus', "write the site.config.yaml equivalent to the folder's docusaurus.config.*")
    .action(async (dirArg: string, opts: { title?: string; lang: string; fromDocusaurus?: boolean }) => {
      const dir = path.resolve(io.cwd, dirArg);
      if (opts.fromDocusaurus) return initFromDocusaurus(dir, io, setExit);
      const files = scaffoldFiles({ title: opts.title, lang: opts.lang, today: new Date() });
      // All or nothing: an existing file stops everything before anything is written.
      const taken = Object.keys(files).filter((rel) => existsSync(path.join(dir, rel)));
      if (taken.length)
        throw new CommanderError(
          EXIT.usage,
          'fe-docs.init-exists',
          `error: ${dir} already has ${taken.map((f) => `\`${f}\``).join(', ')}; fe-docs init never overwrites files.\n` +
            '  Pick an empty folder: `fe-docs init my-site`.\n',
        );
      for (const [rel, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
        await writeFile(path.join(dir, rel), text, { flag: 'wx' });
      }
      const rel = path.relative(io.cwd, dir);
      const cd = rel ? `cd ${rel} && ` : '';
      io.stderr.write(
        `✔ created a site in ${rel || '.'} (${Object.keys(files).length} files)\n` +
          `  ${cd}npx fe-docs dev     # serve it with live reload\n` +
          `  ${cd}npx fe-docs build   # write the static site into build/\n`,
      );
      setExit(EXIT.ok);
    });
}

function parseLang(value: string): string {
  if (Object.hasOwn(SCAFFOLD_LANGUAGES, value)) return value;
  const known = Object.keys(SCAFFOLD_LANGUAGES);
  throw new CommanderError(
    EXIT.usage,
    'fe-docs.init-lang',
    `error: --lang must be ${known.map((l) => `\`${l}\``).join(' or ')}, received \`${value}\`.\n` +
      `  The site's text is written in one of them; \`i18n\` in site.config.yaml adds other languages later.\n`,
  );
}

/** `fe-docs init --from-docusaurus`: site.config.yaml from the Docusaurus config, never over an existing one. */
async function initFromDocusaurus(dir: string, io: CliIo, setExit: (code: number) => void): Promise<void> {
  const target = path.join(dir, CONFIG_FILE);
  if (existsSync(target))
    throw new CommanderError(EXIT.usage, 'fe-docs.init-exists', `error: ${target} already exists; fe-docs init never overwrites files.\n`);
  // Loaded here, not with the CLI: it brings yaml, zod and the Docusaurus adapter, which `build` and `check` load
  // in their worker thread anyway.
  const { docusaurusConfigYaml } = await import('../../docusaurus/config/to-yaml.js');
  const r = await docusaurusConfigYaml(dir);
  if (!r.configFile)
    throw new CommanderError(
      EXIT.usage,
      'fe-docs.no-docusaurus',
      `error: no docusaurus.config.{ts,mts,cts,js,mjs,cjs} in ${dir}.\n  Pass the folder of a Docusaurus site: \`fe-docs init path/to/site --from-docusaurus\`.\n`,
    );
  for (const d of r.diagnostics)
    io.stderr.write(
      escapeControl(`${d.position ? formatPosition(d.position) + ' ' : ''}${d.severity} ${d.message} [${d.code}]`) +
        `\n${d.hint ? `  ${escapeControl(d.hint)}\n` : ''}`,
    );
  if (!r.yaml) {
    setExit(EXIT.content);
    return;
  }
  await writeFile(target, r.yaml, { flag: 'wx' });
  const rel = path.relative(io.cwd, target) || CONFIG_FILE;
  io.stderr.write(`✔ wrote ${rel} from ${path.basename(r.configFile)}; fe-docs now reads it instead of the Docusaurus config\n`);
  setExit(EXIT.ok);
}
