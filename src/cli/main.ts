import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { hasErrors } from '../core/diagnostics.js';
import { formatCauseChain } from '../core/errors.js';
import { loadSite } from '../core/pipeline.js';
import { writeSite } from '../output/write-site.js';
import { formatReport, reportColor, summary } from './report.js';

export interface CliIo {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  cwd: string;
}

/** Exit codes: 0 success, 1 content errors, 2 usage errors. */
export const EXIT = { ok: 0, content: 1, usage: 2 } as const;

export function createProgram(io: CliIo, setExit: (code: number) => void): Command {
  const program = new Command('fe-docs')
    .description('Build, check and serve a documentation site from site.config.yaml and content/.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .showHelpAfterError();
  const rootOf = (r?: string) => path.resolve(io.cwd, r ?? '.');
  const log = (s: string) => io.stderr.write(s + '\n');

  program
    .command('build')
    .description('Build the static site into the output folder (default: build/ in the site root).')
    .argument('[root]', 'site folder', '.')
    .option('--out <dir>', 'output folder')
    .action(async (root: string, opts: { out?: string }) => {
      const dir = rootOf(root);
      const outDir = opts.out ? path.resolve(io.cwd, opts.out) : path.join(dir, 'build');
      const t0 = performance.now();
      log(`fe-docs build ${dir}`);
      log('• loading config and content…');
      const loaded = await loadSite(dir);
      const problems = loaded.diagnostics;
      if (problems.length) log(formatReport(problems, { color: reportColor(io.stderr) }));
      if (!loaded.site || hasErrors(problems)) {
        log('Build failed: fix the errors above. The previous output (if any) is untouched.');
        setExit(EXIT.content);
        return;
      }
      log(`• ${loaded.site.table.routes.length} routes; rendering and writing…`);
      const result = await writeSite(loaded.site, outDir, {
        onProgress: io.stderr.isTTY ? (d, t) => d % 50 === 0 && io.stderr.write(`\r  ${d}/${t} pages`) : undefined,
      });
      if (io.stderr.isTTY) io.stderr.write('\r');
      const timing = { ...loaded.timings, ...result.timings };
      log(
        `✔ ${result.pages} pages, ${result.files} files (${(result.bytes / 1024).toFixed(0)} KB) in ${path.relative(io.cwd, outDir) || '.'} in ${((performance.now() - t0) / 1000).toFixed(2)} s`,
      );
      log(
        '  ' +
          Object.entries(timing)
            .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
            .join(' · '),
      );
      setExit(EXIT.ok);
    });

  program
    .command('check')
    .description('Validate config, front matter, sidebars, links, anchors and OpenAPI files without writing output.')
    .argument('[root]', 'site folder', '.')
    .option('--format <format>', 'text or json', 'text')
    .action(async (root: string, opts: { format: string }) => {
      if (opts.format !== 'text' && opts.format !== 'json')
        throw new CommanderError(EXIT.usage, 'fe-docs.format', `error: --format must be text or json, received ${opts.format}\n`);
      const t0 = performance.now();
      const loaded = await loadSite(rootOf(root));
      if (opts.format === 'json') io.stdout.write(JSON.stringify({ diagnostics: loaded.diagnostics, summary: summary(loaded.diagnostics) }, null, 2) + '\n');
      else {
        io.stdout.write(formatReport(loaded.diagnostics, { color: reportColor(io.stdout) }) + '\n');
        log(`checked ${loaded.site?.table.routes.length ?? 0} routes in ${(performance.now() - t0).toFixed(0)} ms`);
      }
      setExit(hasErrors(loaded.diagnostics) ? EXIT.content : EXIT.ok);
    });

  return program;
}

export async function main(argv: string[], io: CliIo = { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() }): Promise<number> {
  let code: number = EXIT.ok;
  const program = createProgram(io, (c) => (code = c));
  try {
    await program.parseAsync(argv);
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    io.stderr.write(`fe-docs failed unexpectedly:\n${formatCauseChain(e)}\n`);
    if (process.env.FE_DOCS_DEBUG) io.stderr.write(String((e as Error).stack) + '\n');
    return EXIT.content;
  }
}
