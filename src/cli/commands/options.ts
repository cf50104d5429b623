import { existsSync } from 'node:fs';
import path from 'node:path';
import { CommanderError } from 'commander';
import { CONFIG_FILE } from '../../config/config-file-name.js';
import { findDocusaurusConfig } from '../../docusaurus/config/config-file.js';
import { EXIT } from '../io.js';
import { siteRoot } from '../site-root.js';

export function parsePort(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new CommanderError(EXIT.usage, 'fe-docs.port', `error: --port must be a number from 0 to 65535, received ${value}\n`);
  return n;
}

/**
 * The site folder, when it exists and has a site.config.yaml or a docusaurus.config.*; otherwise a usage error naming the folder, or
 * saying how to start a site there.
 */
export function requireSiteRoot(cwd: string, arg: string, command: string): string {
  const dir = siteRoot(cwd, arg);
  if (existsSync(path.join(dir, CONFIG_FILE)) || findDocusaurusConfig(dir)) return dir;
  const rel = path.relative(cwd, dir);
  throw new CommanderError(
    EXIT.usage,
    'fe-docs.no-site',
    `error: no ${CONFIG_FILE} in ${dir}: this is not an fe-docs site.\n` +
      `  Start one with \`fe-docs init${rel ? ' ' + rel : ''}\`, or pass the site folder: \`fe-docs ${command} path/to/site\`.\n`,
  );
}
