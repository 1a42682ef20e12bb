/** The middle value (the upper of the two middle ones for an even count): the benchmarks' summary of repeated runs. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
