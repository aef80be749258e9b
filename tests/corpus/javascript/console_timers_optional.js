// features: console_log, closures, array_methods, object_literal, optional_chaining, finally, getters_object_literal, logical_operators
// A step runner that times steps with console.time only when the console has it;
// the elapsed times go nowhere (timers never ended), the no-op members return undefined.
const hasTimers = ['time', 'timeLog', 'timeEnd'].every(k => typeof console[k] === 'function');
console.log('timers available:', hasTimers);
console.log('extras:', ['clear', 'timeStamp', 'profile', 'profileEnd'].map(k => `${k}=${typeof console[k]}`).join(' '));

function makeRunner(name) {
  const done = [];
  return {
    name,
    run(step, fn) {
      hasTimers && console.time(`${name}:${step}`);
      try {
        done.push([step, fn()]);
      } finally {
        console.timeStamp?.(step);
      }
      return this;
    },
    get report() { return done.map(([s, v]) => `${s}=${v}`).join(', '); },
  };
}

const r = makeRunner('build')
  .run('fetch', () => 3)
  .run('compile', () => [1, 2, 3].map(x => x * x).reduce((a, b) => a + b))
  .run('pack', () => 'ok');
console.log(r.report);
// ending or logging a label that was never started only warns on stderr
console.log(console.timeEnd('never-started'), console.timeLog('missing', 1));
console.log(console.clear(), console.profile('p'), console.profileEnd('p'));
console.time === undefined || console.log('solving...');
console.log(String(console.time).startsWith('function'), console.time.name, console.timeEnd.name);
