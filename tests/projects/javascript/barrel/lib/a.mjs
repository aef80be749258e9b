export const a1 = 1;
export function a2() { return 2; }
