import { walk } from './graph.mjs';
import { moveOf } from './moves.mjs';
const files = walk(process.env.SRC ?? new URL('../../src', import.meta.url).pathname);
const byStep = {};
for (const f of files) { const t = moveOf(f); if (t !== f) console.log(`git mv src/${f} src/${t}`); }
