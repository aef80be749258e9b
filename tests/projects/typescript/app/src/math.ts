export interface Point { x: number; y: number; }
export function add(a: number, b: number): number { return a + b; }
