// features: error_classes, class_extends, super_call, async_await, bigint, console_log, array_methods, try_catch
// A batch runner that collects every job's failure into an AggregateError
// (directly and through a subclass), chains causes, and prints numeric
// and bigint tables the way console.log lays out long arrays.
class BatchFailed extends AggregateError {
  constructor(batch, errors) {
    super(errors, `batch ${batch} had ${errors.length} failure(s)`, { cause: errors[0] });
    this.name = 'BatchFailed';
    this.batch = batch;
  }
}

class JobError extends Error {
  constructor(job, reason) {
    super(`job ${job}: ${reason}`);
    this.name = 'JobError';
    this.job = job;
  }
}

function runJob(id) {
  if (id % 4 === 0) throw new JobError(id, 'disk full');
  if (id % 7 === 0) throw new RangeError(`job ${id} out of range`);
  return id * id;
}

function runBatch(name, ids) {
  const results = [];
  const failures = [];
  for (const id of ids) {
    try {
      results.push(runJob(id));
    } catch (e) {
      failures.push(e);
    }
  }
  if (failures.length) throw new BatchFailed(name, failures);
  return results;
}

for (const [name, ids] of [['alpha', [1, 2, 3]], ['beta', [4, 5, 6, 7, 8]], ['gamma', []]]) {
  try {
    console.log(name, 'ok', runBatch(name, ids));
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
    console.log('  instanceof:', e instanceof BatchFailed, e instanceof AggregateError, e instanceof Error);
    console.log('  batch:', e.batch, 'errors:', e.errors.map(x => `${x.name}(${x.message})`));
    console.log('  cause is first error:', e.cause === e.errors[0], e.cause.job);
    console.log('  own enumerable keys:', Object.keys(e));
    console.log('  errors enumerable?', Object.prototype.propertyIsEnumerable.call(e, 'errors'));
  }
}

// the plain constructor: any iterable of errors, optional message and options
const plain = new AggregateError(new Set(['a', 'b']), 'two problems', { cause: 'upstream outage' });
console.log(plain.name, '|', plain.message, '|', plain.errors, '|', plain.cause);
const bare = new AggregateError([]);
console.log(JSON.stringify(bare.message), bare.errors.length, bare.cause, 'cause' in bare);
console.log(String(new AggregateError([1], 'x')), Object.keys(new AggregateError([1, 2])));

async function fetchAll(sources) {
  try {
    return await Promise.any(sources.map(s => (s.ok ? Promise.resolve(s.name) : Promise.reject(new Error(`${s.name} down`)))));
  } catch (e) {
    return `${e.constructor.name} ${e.errors.map(x => x.message).join(', ')} ${Object.keys(e).length}`;
  }
}

// long arrays of numbers and of bigints are both right-aligned in columns
const fib = [0n, 1n];
while (fib.length < 16) fib.push(fib.at(-1) + fib.at(-2));
console.log(fib);
console.log(fib.map(Number));
console.log([1n, 22n, 333n, 4444n, 55555n, 666666n, 7777777n, -8n]);
console.log([1, 2n, 3, 40n, 500, 6n, 7000, 8n, 90000n]);
console.log(['1n', 22n, 333n, 4444n, 55555n, 666666n, 7777777n]);

fetchAll([{ name: 'primary', ok: false }, { name: 'mirror', ok: false }]).then(r => console.log('fetch:', r));
fetchAll([{ name: 'primary', ok: false }, { name: 'mirror', ok: true }]).then(r => console.log('fetch:', r));

// a subclass without a constructor still takes (errors, message, options) apart
class RetryExhausted extends AggregateError {}
const re = new RetryExhausted([new Error('try 1'), new Error('try 2')], 'gave up', { cause: 'timeout' });
console.log(re.name, re.message, re.errors.length, re.cause, re instanceof RetryExhausted);
const noMessage = new Error(undefined, { cause: re });
console.log(JSON.stringify(noMessage.message), String(noMessage), noMessage.cause.message);
