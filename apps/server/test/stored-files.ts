import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under a disk file store's root, as store keys ('PST/ITEM/ab12.jpg'), sorted. */
export function storedFilesIn(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}
