import { posix } from 'node:path';
import { childrenNamed, parseXml } from './xml-tree';
import type { ZipArchive } from './zip-guard';

/** The relationships of an OOXML part (`rId` → target part name and type), from its `_rels/*.rels` part. */
export function partRelationships(
  zip: ZipArchive,
  part: string,
  what: string,
): Map<string, { target: string; type: string }> {
  const relsName = posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);
  const xml = zip.text(relsName);
  const rels = new Map<string, { target: string; type: string }>();
  if (!xml) return rels;
  for (const rel of childrenNamed(parseXml(xml, what), 'Relationship')) {
    if (rel.attrs.TargetMode === 'External' || !rel.attrs.Id || !rel.attrs.Target) continue;
    const target = rel.attrs.Target.startsWith('/')
      ? rel.attrs.Target.slice(1)
      : posix.normalize(posix.join(posix.dirname(part), rel.attrs.Target));
    rels.set(rel.attrs.Id, { target, type: rel.attrs.Type ?? '' });
  }
  return rels;
}
