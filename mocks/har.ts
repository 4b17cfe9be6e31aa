/**
 * The parts of HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/) the mock's request log writes and
 * `npm run fixtures:import` reads. Chromium's DevTools add fields of their own (`_initiator`, …): allowed, unread.
 */
export interface HarNameValue {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    headers: HarNameValue[];
    queryString: HarNameValue[];
    cookies: HarNameValue[];
    headersSize: number;
    bodySize: number;
    postData?: { mimeType: string; text?: string; params?: HarNameValue[] };
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    headers: HarNameValue[];
    cookies: HarNameValue[];
    content: { size: number; mimeType: string; text?: string; encoding?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { blocked: number; dns: number; connect: number; send: number; wait: number; receive: number; ssl: number };
  comment?: string;
}

export interface Har {
  log: {
    version: string;
    creator: { name: string; version: string };
    pages?: unknown[];
    entries: HarEntry[];
    comment?: string;
  };
}
