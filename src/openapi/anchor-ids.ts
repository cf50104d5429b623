import { buildApiModel } from './model.js';
import type { ApiDocument } from './types.js';

/** Every id a link may point to on an API reference page: exactly the ids the renderer gives sections. */
export function apiAnchorIds(doc: ApiDocument): Set<string> {
  const model = buildApiModel(doc);
  const ids = new Set<string>(model.sections);
  for (const t of model.tags) {
    ids.add(t.id);
    for (const op of t.operations) ids.add(op.id);
  }
  for (const w of model.webhooks) ids.add(w.id);
  for (const s of model.schemas) ids.add(s.id);
  for (const s of model.securitySchemes) ids.add(s.id);
  return ids;
}
