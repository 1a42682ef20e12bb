export function junkUrl(n: number): string;

/** How many answers had each status, keyed by the status. */
export function floodJunk(base: string, count: number): Promise<Record<number, number>>;
