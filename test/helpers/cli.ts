import { main } from '../../src/cli/main.js';

/** Run the fe-docs CLI in this process; stdout and stderr are captured as strings. */
export async function runCli(
  args: string[],
  opts: { cwd?: string; untilStopped?: () => Promise<void> } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(['node', 'fe-docs', ...args], {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    cwd: opts.cwd ?? process.cwd(),
    untilStopped: opts.untilStopped,
  });
  return { code, stdout, stderr };
}
