// features: error_classes, console_log, class_declaration, regex
// A job runner's result log: failed jobs keep their Error objects, and the
// report prints them with util.inspect after normalising the stack frames
// (which differ between machines) to one `at <frames>` line.
'use strict';
const util = require('util');

class JobError extends Error {
  constructor(job, message, options) {
    super(message, options);
    this.job = job;
  }
}
class TimeoutError extends JobError {
  constructor(job, ms) {
    super(job, `timed out after ${ms}ms`);
    this.name = 'TimeoutError';
    this.ms = ms;
  }
}
class Glitch extends Error {}

const stable = text => text
  .replace(/\n *\.\.\. \d+ lines matching cause stack trace \.\.\./g, '')
  .replace(/(\n *at [^\n]*)+/g, m => m.slice(0, m.indexOf('at ')) + 'at <frames>' + (m.match(/( \{|,)$/)?.[0] ?? ''));
const show = value => console.log(stable(util.inspect(value)));

function runJob(name) {
  switch (name) {
    case 'parse': throw new SyntaxError('unexpected token } at 3:14');
    case 'fetch': throw new TimeoutError(name, 2500);
    case 'store': {
      let low;
      try { throw new RangeError('disk quota exceeded'); } catch (e) { low = e; }
      throw new JobError(name, 'could not persist', { cause: low });
    }
    case 'flaky': throw new Glitch('cosmic ray');
    default: return `${name} ok`;
  }
}

const results = [];
for (const name of ['load', 'parse', 'fetch', 'store', 'flaky']) {
  try {
    results.push({ name, status: 'done', value: runJob(name) });
  } catch (err) {
    results.push({ name, status: 'failed', err });
  }
}

for (const r of results) show(r);
show(results.filter(r => r.err).map(r => r.err));
show(new Map([['last', results[3].err]]));
show(results[2].err);
const plain = new Error('no extras');
show({ plain, note: 'kept' });
console.log(results.map(r => r.err ? `${r.err.name}/${r.err.constructor.name}` : '-').join(' '));
