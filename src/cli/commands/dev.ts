import { CommanderError, type Command } from 'commander';
import { EXIT, untilSignal, type CliIo } from '../io.js';
import { escapeControl } from '../../core/terminal-text.js';
import { formatReport, reportColor } from '../report.js';
import { parsePort, requireSiteRoot } from './options.js';

export function registerDev(program: Command, io: CliIo, setExit: (code: number) => void): void {
  program
    .command('dev')
    .description('Build in memory, serve on http://localhost:3000, rebuild what a change touches and reload the browser.')
    .argument('[root]', 'site folder', '.')
    .option('--port <port>', 'port (0 picks a free one)', '3000')
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (rootArg: string, opts: { port: string; host: string }) => {
      const port = parsePort(opts.port);
      const root = requireSiteRoot(io.cwd, rootArg, 'dev');
      const color = reportColor(io.stderr);
      const log = (line: string, diagnostics?: Parameters<typeof formatReport>[0]) => {
        // Line by line (a stack keeps its lines), each escaped: file names and messages come from the site.
        io.stderr.write(`${line.split('\n').map(escapeControl).join('\n')}\n`);
        if (diagnostics?.length) io.stderr.write(formatReport(diagnostics, { color }) + '\n');
      };
      io.stderr.write(`fe-docs dev ${root}\n`);
      const { createDevServer } = await import('../../api/dev-server.js');
      // Site code runs in this thread in dev: a thread of its own watches it for endless loops.
      (await import('../../dev/site-code-watchdog.js')).startSiteCodeWatchdog();
      const server = await createDevServer({ root, host: opts.host, port, log }).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'EADDRINUSE') throw new CommanderError(EXIT.usage, 'fe-docs.port', `error: port ${opts.port} is in use; pass --port <other>\n`);
        throw e;
      });
      io.stderr.write(`  ${server.url.replace('127.0.0.1', 'localhost')}  (live reload; Ctrl+C to stop)\n`);
      await (io.untilStopped ?? untilSignal)();
      await server.close();
      setExit(EXIT.ok);
    });
}
