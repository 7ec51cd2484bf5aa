import { statSync } from 'node:fs';
import path from 'node:path';
import type { ServerUser } from './server-user';

/**
 * The first directory on the way to `target` that `user` may not enter (no search permission), or undefined when
 * every one can be entered. Reads the mode bits only (owner, group, others; supplementary groups and ACLs are not
 * consulted), which is what decides it for the directories involved here (/root, mktemp folders, /var/tmp).
 */
export function unreachableAncestor(target: string, user: ServerUser): string | undefined {
  if (!user.switched) return undefined;
  const dirs: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    dirs.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const dir of dirs) {
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(dir);
    } catch {
      return undefined; // not made yet: whoever makes it decides its mode
    }
    const bit = st.uid === user.uid ? 0o100 : st.gid === user.gid ? 0o010 : 0o001;
    if ((st.mode & bit) === 0) return dir;
  }
  return undefined;
}
