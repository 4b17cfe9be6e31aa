export function compareScreens(beforePath: string, afterPath: string, diffPath: string): number;
