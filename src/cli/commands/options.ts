import { CommanderError } from 'commander';
import { EXIT } from '../io.js';

export function parsePort(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new CommanderError(EXIT.usage, 'fe-docs.port', `error: --port must be a number from 0 to 65535, received ${value}\n`);
  return n;
}
