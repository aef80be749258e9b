// features: modules, console_log, console_format
// Debug logging with %o (showHidden: array lengths, function names) next to %O and %j.
const util = require('util');

const job = { id: 7, tags: ['io', 'batch'], retry: { count: 2, delays: [100, 200, 400] }, onDone() {} };
console.log('job %o', job);
console.log('job %O', job);
console.log('job %j', job);
const line = util.format('%s: %d steps, %o pending, %i%%', 'build', 12, ['lint', 'test'], 83.9);
console.log(line);
console.log(util.format('%o | %o | %o', [], 'text', 3.5));
console.log('%o', [10, 20, 30, 40, 50, 60, 70, 80, 90]);
console.log('%o', { nested: { level1: { level2: { level3: { level4: 'deep' } } } } });
const handlers = [(e) => e, function onError(err, ctx) { return ctx; }];
console.log('%o', handlers.slice(0, 1));
console.log('%o extra', { ok: true }, 'args', [1]);
