import path from 'node:path';
import { CommanderError, type Command } from 'commander';
import { hasErrors, type Diagnostic } from '../../core/diagnostics.js';
import { OutDirRefusedError } from '../../output/guard-out-dir.js';
import type { WriteResult } from '../../output/write-site.js';
import { siteRoot } from '../site-root.js';
import { EXIT, type CliIo } from '../io.js';
import { formatReport, reportColor } from '../report.js';

export function registerBuild(program: Command, io: CliIo, setExit: (code: number) => void): void {
  const log = (s: string) => io.stderr.write(s + '\n');
  program
    .command('build')
    .description('Build the static site into the output folder (default: build/ in the site root).')
    .argument('[root]', 'site folder', '.')
    .option('--out <dir>', 'output folder')
    .action(async (root: string, opts: { out?: string }) => {
      const dir = siteRoot(io.cwd, root);
      const outDir = opts.out ? path.resolve(io.cwd, opts.out) : path.join(dir, 'build');
      const t0 = performance.now();
      // Imported when the command runs, so other commands do not load the build's dependencies.
      const [{ loadSite }, { writeSite }] = await Promise.all([import('../../core/pipeline.js'), import('../../output/write-site.js')]);
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
      let result: WriteResult;
      try {
        result = await writeSite(loaded.site, outDir, {
          onProgress: io.stderr.isTTY ? (d, t) => d % 50 === 0 && io.stderr.write(`\r  ${d}/${t} pages`) : undefined,
        });
      } catch (e) {
        // Problems found while writing (a page that cannot render, a missing app icon) come as diagnostics.
        if (e instanceof OutDirRefusedError) throw new CommanderError(EXIT.usage, 'fe-docs.out', `error: ${e.refusal.message}\n  ${e.refusal.hint}\n`);
        const diagnostics = (e as { diagnostics?: Diagnostic[] }).diagnostics;
        if (!diagnostics) throw e;
        if (io.stderr.isTTY) io.stderr.write('\r');
        log(formatReport(diagnostics, { color: reportColor(io.stderr) }));
        log('Build failed: fix the errors above. The previous output (if any) is untouched.');
        setExit(EXIT.content);
        return;
      }
      if (io.stderr.isTTY) io.stderr.write('\r');
      if (result.diagnostics.length) log(formatReport(result.diagnostics, { color: reportColor(io.stderr) }));
      const timing = { ...loaded.timings, ...result.timings };
      log(
        `✔ ${result.pages} pages, ${result.files} files (${(result.bytes / 1024).toFixed(0)} KB) in ${path.relative(io.cwd, outDir) || '.'} in ${((performance.now() - t0) / 1000).toFixed(2)} s`,
      );
      if (result.precache) log(`  offline copy (service worker precache): ${result.precache.count} files, ${(result.precache.bytes / 1024).toFixed(0)} KB`);
      log(
        '  ' +
          Object.entries(timing)
            .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
            .join(' · '),
      );
      setExit(EXIT.ok);
    });
}
