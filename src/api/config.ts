import path from 'node:path';
import { loadConfig as loadConfigFile, type ConfigResult } from '../config/load.js';

/** Read and validate `<root>/site.config.yaml`; `config` is absent when it has errors (see `diagnostics`). */
export async function loadConfig(root: string): Promise<ConfigResult> {
  return loadConfigFile(path.resolve(root));
}
