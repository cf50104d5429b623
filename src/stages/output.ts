/** Where a step of the build writes: an output folder on disk, or memory for `fe-docs dev`. */
export interface OutputSink {
  write(relPath: string, data: string | Buffer): Promise<void>;
}
