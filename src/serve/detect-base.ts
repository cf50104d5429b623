import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The base URL a folder was built for, from the `data-base` attribute fe-docs writes on every page. */
export async function detectBase(dir: string): Promise<string | undefined> {
  for (const name of ['404.html', 'index.html']) {
    try {
      const head = (await readFile(path.join(dir, name), 'utf8')).slice(0, 2048);
      const m = /<html[^>]*\sdata-base="([^"]*)"/.exec(head);
      if (m) return m[1];
    } catch {
      // try the next file
    }
  }
  return undefined;
}
