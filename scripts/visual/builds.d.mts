export function resolveCommit(root: string, ref: string): string;
export function buildStorybook(root: string, cwd: string, outDir: string): Promise<void>;
export function addWorktree(root: string, commit: string, dir: string): () => void;
