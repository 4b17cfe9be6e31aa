import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Object URLs to preview chosen files. They are made when files are chosen (not during render) and released
 * when others are chosen or the form goes away.
 */
export function useFilePreviews(): [string[], (files: File[]) => void] {
  const [urls, setUrls] = useState<string[]>([]);
  const live = useRef<string[]>([]);

  const choose = useCallback((files: File[]) => {
    live.current.forEach((url) => URL.revokeObjectURL(url));
    live.current = typeof URL.createObjectURL === 'function' ? files.map((file) => URL.createObjectURL(file)) : [];
    setUrls(live.current);
  }, []);

  useEffect(() => () => choose([]), [choose]);
  return [urls, choose];
}
