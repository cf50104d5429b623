import type { LoadedSite } from '../core/pipeline.js';
import type { OutputSink } from '../output/write-site.js';

/** Write the search index of the site (issue 7 fills this in). */
export async function writeSearchIndex(_site: LoadedSite, _sink: OutputSink): Promise<void> {}
