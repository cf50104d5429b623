import { existsSync } from 'node:fs';
import path from 'node:path';
import { CommanderError, type Command } from 'commander';
import { EXIT, untilSignal, type CliIo } from '../io.js';
import { parsePort } from './options.js';

export function registerServe(program: Command, io: CliIo, setExit: (code: number) => void): void {
  program
    .command('serve')
    .description('Serve a built folder (default: build/) on http://127.0.0.1:3000, as a static host would.')
    .argument('[dir]', 'built folder', 'build')
    .option('--port <port>', 'port (0 picks a free one)', '3000')
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--base <url>', 'base URL the site was built for (default: read from the built pages)')
    .action(async (dirArg: string, opts: { port: string; host: string; base?: string }) => {
      const port = parsePort(opts.port);
      const dir = path.resolve(io.cwd, dirArg);
      if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html')))
        throw new CommanderError(EXIT.usage, 'fe-docs.serve', `error: ${dir} is not a built site (no index.html); run \`fe-docs build\` first\n`);
      const [{ detectBase }, { startStaticServer }] = await Promise.all([import('../../serve/detect-base.js'), import('../../serve/static-server.js')]);
      const base = opts.base ?? (await detectBase(dir)) ?? '/';
      const server = await startStaticServer({ dir, base, host: opts.host, port }).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'EADDRINUSE') throw new CommanderError(EXIT.usage, 'fe-docs.port', `error: port ${opts.port} is in use; pass --port <other>\n`);
        throw e;
      });
      io.stderr.write(`fe-docs serve ${path.relative(io.cwd, dir) || '.'} on ${server.url}  (Ctrl+C to stop)\n`);
      await (io.untilStopped ?? untilSignal)();
      await server.close();
      setExit(EXIT.ok);
    });
}
