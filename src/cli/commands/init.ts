import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CommanderError, type Command } from 'commander';
import { EXIT, type CliIo } from '../io.js';
import { scaffoldFiles } from '../scaffold.js';

export function registerInit(program: Command, io: CliIo, setExit: (code: number) => void): void {
  program
    .command('init')
    .description('Create a minimal site (config, a doc, a blog post, a page) in a folder; never overwrites a file.')
    .argument('[dir]', 'folder of the new site', '.')
    .option('--title <title>', 'site title', 'My Docs')
    .action(async (dirArg: string, opts: { title: string }) => {
      const dir = path.resolve(io.cwd, dirArg);
      const files = scaffoldFiles({ title: opts.title, today: new Date() });
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
