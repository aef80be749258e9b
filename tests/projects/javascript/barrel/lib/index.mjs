export * from './a.mjs';
export { b as bee, default as cee } from './b.mjs';
export * as ns from './a.mjs';
const local = 5;
export { local as loc };
