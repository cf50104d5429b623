import { statSync } from 'node:fs';
import path from 'node:path';
import { CommanderError } from 'commander';
import { EXIT } from './io.js';

/** The site folder named on the command line, absolute; a usage error (exit 2) when it is not a folder. */
export function siteRoot(cwd: string, arg: string): string {
  const dir = path.resolve(cwd, arg);
  const st = statSync(dir, { throwIfNoEntry: false });
  if (!st) {
    const rel = path.relative(cwd, dir);
    throw new CommanderError(
      EXIT.usage,
      'fe-docs.root',
      `error: the site folder ${dir} does not exist; pass the folder that holds site.config.yaml,\n  or start a site there with \`fe-docs init ${rel || '.'}\`.\n`,
    );
  }
  if (!st.isDirectory())
    throw new CommanderError(EXIT.usage, 'fe-docs.root', `error: the site folder ${dir} is not a folder; pass the folder that holds site.config.yaml\n`);
  return dir;
}
