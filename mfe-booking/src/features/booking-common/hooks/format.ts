/** Whole amounts with thousands separators (1,250). */
export const amount = (n: number) => n.toLocaleString('en-US');
