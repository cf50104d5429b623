import { existsSync } from 'node:fs';
import path from 'node:path';

/** `Navbar/Layout` in a theme folder: `Navbar/Layout.tsx` or `Navbar/Layout/index.tsx` (and .ts, .jsx, .js). */
export function themeFileIn(dir: string | undefined, name: string): string | undefined {
  if (!dir) return undefined;
  for (const base of [path.join(dir, name), path.join(dir, name, 'index')])
    for (const ext of ['.tsx', '.ts', '.jsx', '.js']) if (existsSync(base + ext)) return base + ext;
  return undefined;
}
