export interface Screen {
  width: string;
  share: number;
  unsteady: boolean;
  before?: string;
  after?: string;
  diff?: string;
}

export interface Change {
  id: string;
  title: string;
  name: string;
  kind: 'changed' | 'new' | 'removed' | 'unsteady';
  share: number;
  screens: Screen[];
}

export interface Review {
  summary: string;
  changes: Change[];
  stories: number;
  unfinished: string[];
  reportPath: string;
}

export function review(options: {
  baseBuild: string;
  treeBuild: string;
  workDir: string;
  reportDir: string;
  workers: number;
  only?: RegExp;
  labels: { base: string; tree: string };
  log?: (line: string) => void;
}): Promise<Review>;
