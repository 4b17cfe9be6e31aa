/** The HAR 1.2 the mock's request log writes; the fixtures importer's tests build entries of it. */
export type { Har, HarEntry } from './harExport';
