// features: number_semantics, math, arithmetic, strict_equality, console_log
// Signed zero in a small physics step: velocities that round or multiply to
// zero keep their sign, which Object.is, division and console.log reveal.
const velocities = [0, -0.4, 0.4, -2, 3];
const damped = velocities.map(v => Math.round(v * 0.5));
console.log(damped);
const flipped = velocities.map(v => v * -1);
console.log(flipped, flipped.map(v => Object.is(v, -0)));
let x = 0, dir = -1;
const step = x * dir;
console.log(step, step === 0, Object.is(step, -0), 1 / step, String(step), `${step}`, JSON.stringify([step]));
console.log(-0 + 0, 0 * -5, -3 * 0, 0 / -7, Math.max(-0, 0), Math.min(-0, 0), Math.sign(-0), Math.abs(-0));
console.log([-0].includes(0), [-0].indexOf(0), new Set([0, -0]).size, (-0).toFixed(2), Math.trunc(-0.9), Math.ceil(-0.5));
const counts = { [-0]: "zero key" };
console.log(counts, Object.keys(counts));
console.log(-7 % 7, 7 % -7, Math.floor(-0), -0 < 0, Number("-0"), parseFloat("-0.0"));
