type Tree = Record<string, unknown>;

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The catalogues merged key by key: an area may hold part of another's subtree (`shell` holds the
 * words of `people.messages` the header's bell shows; the rest stay with `people`).
 */
export function mergeCatalogs(...parts: Tree[]): Tree {
  const out: Tree = {};
  for (const part of parts)
    for (const [key, value] of Object.entries(part))
      out[key] = isTree(value) && isTree(out[key]) ? mergeCatalogs(out[key], value) : value;
  return out;
}
