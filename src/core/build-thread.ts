import type { ResourceLimits } from 'node:worker_threads';

/**
 * The build thread's resource limits: `FE_DOCS_BUILD_HEAP_MB` caps its JavaScript heap (megabytes), else Node's
 * default applies. Site code that allocates without bound then ends in an `out-of-memory` error naming it sooner.
 */
export function buildThreadResourceLimits(): ResourceLimits | undefined {
  const mb = buildThreadHeapMb();
  return mb ? { maxOldGenerationSizeMb: mb } : undefined;
}

/** FE_DOCS_BUILD_HEAP_MB when it is a positive number. */
export function buildThreadHeapMb(): number | undefined {
  const n = Number(process.env.FE_DOCS_BUILD_HEAP_MB);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;
}
