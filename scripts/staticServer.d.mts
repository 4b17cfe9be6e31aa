export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export function serveStatic(
  dir: string,
  options?: { fallback?: (path: string) => string | null },
): Promise<StaticServer>;
