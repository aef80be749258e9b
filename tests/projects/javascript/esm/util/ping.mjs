import { pong } from './pong.mjs';
export function ping(n) { return n <= 0 ? 'ping-end' : pong(n - 1); }
