import { graph } from './graph.mjs';
import { EDITS } from './moves.mjs';
const { edges } = graph();
let n = 0; for (const e of edges) if (EDITS.some((x) => x.match(e))) n++;
console.log('matched edges', n);
