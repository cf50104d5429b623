import { Command, CommanderError } from 'commander';
import { formatCauseChain } from '../core/errors.js';
import { escapeControl } from '../core/terminal-text.js';
import { registerBuild } from './commands/build.js';
import { registerCheck } from './commands/check.js';
import { registerDev } from './commands/dev.js';
import { registerInit } from './commands/init.js';
import { registerServe } from './commands/serve.js';
import { EXIT, type CliIo } from './io.js';
import { packageVersion } from './version.js';

export { EXIT, type CliIo } from './io.js';

export function createProgram(io: CliIo, setExit: (code: number) => void): Command {
  const program = new Command('fe-docs')
    .description('Build, check and serve a documentation site from site.config.yaml and content/.')
    .version(packageVersion(), '-v, --version', 'print the version of fe-docs')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .showHelpAfterError();
  registerInit(program, io, setExit);
  registerBuild(program, io, setExit);
  registerCheck(program, io, setExit);
  registerServe(program, io, setExit);
  registerDev(program, io, setExit);
  return program;
}

export async function main(argv: string[], io: CliIo = { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), oneShot: true }): Promise<number> {
  let code: number = EXIT.ok;
  const program = createProgram(io, (c) => (code = c));
  try {
    await program.parseAsync(argv);
    return code;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Our own usage errors carry their message; commander's were already printed by it.
      if (e.code.startsWith('fe-docs.')) io.stderr.write(e.message);
      return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    io.stderr.write(`fe-docs failed unexpectedly:\n${formatCauseChain(e).split('\n').map(escapeControl).join('\n')}\n`);
    if (process.env.FE_DOCS_DEBUG) io.stderr.write(String((e as Error).stack) + '\n');
    return EXIT.content;
  }
}
