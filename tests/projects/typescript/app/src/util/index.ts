import type { Point } from '../math';
export function show(p: Point): string { return `(${p.x}, ${p.y})`; }
