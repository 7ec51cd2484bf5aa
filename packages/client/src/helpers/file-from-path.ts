import { openAsBlob } from 'node:fs';
import path from 'node:path';

/** A File for a path on disk (Node only), read lazily as it is sent: big files are not loaded into memory first. */
export async function fileFromPath(filePath: string, options: { name?: string; type?: string } = {}): Promise<File> {
  const blob = await openAsBlob(filePath, { type: options.type });
  return new File([blob], options.name ?? path.basename(filePath), { type: options.type ?? blob.type });
}
