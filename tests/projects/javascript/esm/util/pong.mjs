import { ping } from './ping.mjs';
export function pong(n) { return n <= 0 ? 'pong-end' : ping(n - 1); }
