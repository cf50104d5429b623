import { CommanderError, type Command } from 'commander';
import { EXIT, type CliIo } from '../io.js';
import { escapeControl } from '../../core/terminal-text.js';
import { formatReport, jsonReport, reportColor } from '../report.js';
import { requireSiteRoot } from './options.js';
import { withStdoutToStderr } from '../stdout-to-stderr.js';

export function registerCheck(program: Command, io: CliIo, setExit: (code: number) => void): void {
  program
    .command('check')
    .description('Validate config, front matter, sidebars, links, anchors and OpenAPI files without writing output.')
    .argument('[root]', 'site folder', '.')
    .option('--format <format>', 'text or json', 'text')
    .action(async (root: string, opts: { format: string }) => {
      if (opts.format !== 'text' && opts.format !== 'json')
        throw new CommanderError(EXIT.usage, 'fe-docs.format', `error: --format must be text or json, received ${opts.format}\n`);
      const t0 = performance.now();
      const dir = requireSiteRoot(io.cwd, root, 'check');
      // In a worker thread under a watchdog: site code that loops forever is stopped and reported (api/watched.ts).
      const { runWatched } = await import('../../api/watched.js');
      // Site code that has run a few seconds is said on stderr (stdout may be the JSON report).
      const watched = () =>
        runWatched({ command: 'check', root: dir, oneShot: io.oneShot }, { onWaiting: (note) => io.stderr.write(escapeControl(note) + '\n') });
      // With a JSON report on stdout, what the site's code prints goes to stderr.
      const loaded = opts.format === 'json' ? await withStdoutToStderr(watched) : await watched();
      if (opts.format === 'json') io.stdout.write(JSON.stringify(jsonReport(loaded.diagnostics), null, 2) + '\n');
      else {
        io.stdout.write(formatReport(loaded.diagnostics, { color: reportColor(io.stdout) }) + '\n');
        const stages = Object.entries(loaded.timings)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(' · ');
        io.stderr.write(`checked ${loaded.routes} routes in ${(performance.now() - t0).toFixed(0)} ms (${stages} ms)\n`);
      }
      setExit(loaded.ok ? EXIT.ok : EXIT.content);
    });
}
