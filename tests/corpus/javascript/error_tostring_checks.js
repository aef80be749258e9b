// features: prototype, error_classes, class_extends
// Error-handling helpers that check whether an error class overrides toString.
class AppError extends Error {
  constructor(message, code) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
}
class LoudError extends AppError {
  toString() { return `!!! ${this.message.toUpperCase()} (${this.code})`; }
}

function describe(err) {
  const custom = err.toString !== Error.prototype.toString;
  return `${custom ? 'custom' : 'default'} toString -> ${err}`;
}

const errors = [new Error('plain'), new TypeError('bad type'), new AppError('disk full', 28), new LoudError('on fire', 99), new RangeError('')];
for (const e of errors) console.log(describe(e));
console.log(Error.prototype.toString.call({ name: 'Fake', message: 'made up' }));
console.log(new AppError('x').toString === new TypeError('y').toString, typeof Error.prototype.toString);
