import path from 'node:path';
import { CommanderError, type Command } from 'commander';
import { OutDirRefusedError } from '../../output/guard-out-dir.js';
import type { PlainBuildResult } from '../../api/watched.js';
import type { KeptEntries } from '../../build/build-site.js';
import { EXIT, type CliIo } from '../io.js';
import { createProgressLine } from '../progress.js';
import { escapeControl } from '../../core/terminal-text.js';
import { formatReport, reportColor } from '../report.js';
import { requireSiteRoot } from './options.js';

export function registerBuild(program: Command, io: CliIo, setExit: (code: number) => void): void {
  const log = (s: string) => io.stderr.write(s + '\n');
  program
    .command('build')
    .description('Build the static site into the output folder (default: build/ in the site root).')
    .argument('[root]', 'site folder', '.')
    .option('--out <dir>', 'output folder')
    .option('--locale <locales...>', "build only these of the site's locales (i18n.locales); all by default")
    .action(async (root: string, opts: { out?: string; locale?: string[] }) => {
      const dir = requireSiteRoot(io.cwd, root, 'build');
      const outDir = opts.out ? path.resolve(io.cwd, opts.out) : path.join(dir, 'build');
      const t0 = performance.now();
      // In a worker thread under a watchdog: site code that loops forever is stopped and reported (api/watched.ts).
      const { runWatched } = await import('../../api/watched.js');
      log(`fe-docs build ${dir}`);
      log('• loading config and content…');
      let result: PlainBuildResult;
      const progress = createProgressLine(io.stderr);
      // Site code that has run a few seconds (a plugin's hook waiting on the network): said, with where, every few seconds.
      const waiting = (note: string) => {
        progress?.finish();
        log(escapeControl(note));
      };
      try {
        result = await runWatched(
          { command: 'build', root: dir, outDir, locales: opts.locale, oneShot: io.oneShot },
          {
            onLoaded: (routes) => log(`• ${routes} routes; rendering and writing…`),
            onProgress: progress && ((done, total) => progress.update(done, total)),
            onWaiting: waiting,
          },
        );
      } catch (e) {
        // An output folder whose replacement would delete other files is a usage error, not a content problem.
        if (e instanceof OutDirRefusedError) throw new CommanderError(EXIT.usage, 'fe-docs.out', `error: ${e.refusal.message}\n  ${e.refusal.hint}\n`);
        throw e;
      } finally {
        progress?.finish();
      }
      if (result.diagnostics.length) log(formatReport(result.diagnostics, { color: reportColor(io.stderr) }));
      if (!result.ok) {
        log('Build failed: fix the errors above. The previous output (if any) is untouched.');
        setExit(EXIT.content);
        return;
      }
      log(
        `✔ ${result.pages} pages, ${result.files} files (${(result.bytes / 1024).toFixed(0)} KB) in ${path.relative(io.cwd, outDir) || '.'} in ${((performance.now() - t0) / 1000).toFixed(2)} s`,
      );
      if (result.kept) log('  ' + keptLine(result.kept, path.relative(io.cwd, outDir) || '.'));
      if (result.precache) log(`  offline copy (service worker precache): ${result.precache.count} files, ${(result.precache.bytes / 1024).toFixed(0)} KB`);
      log(
        '  ' +
          Object.entries(result.timings)
            .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
            .join(' · '),
      );
      setExit(EXIT.ok);
    });
}

/** `Kept 2 entries fe-docs did not write in build/: .git/, CNAME`: a few named, the rest counted. */
export function keptLine(kept: KeptEntries, shownOut: string): string {
  const { entries } = kept;
  const named = entries.slice(0, 3).join(', ') + (entries.length > 3 ? ` and ${entries.length - 3} more` : '');
  const line = `Kept ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} fe-docs did not write in ${shownOut.replace(/\/?$/, '/')}: ${named}`;
  return kept.legacy
    ? `${line} (the folder comes from an older fe-docs, which listed no files: what its top level holds that this build does not write was kept; delete what you do not need)`
    : line;
}
