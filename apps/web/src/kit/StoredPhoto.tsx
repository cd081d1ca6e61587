import { Image } from '@mantine/core';
import { useEffect, useState } from 'react';
import { blobToDataUrl, fetchFile } from '../lib/api';

/** A photo the server keeps for a document's line (GET `path`, with the bearer token), shown small; nothing while loading or when it has none. */
export function StoredPhoto({ path, alt, h = 60 }: { path: string; alt: string; h?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void fetchFile(path)
      .then((blob) => (blob ? blobToDataUrl(blob) : null))
      .catch(() => null)
      .then((s) => live && setSrc(s));
    return () => {
      live = false;
    };
  }, [path]);
  return src ? <Image src={src} alt={alt} h={h} w="auto" fit="contain" /> : null;
}
