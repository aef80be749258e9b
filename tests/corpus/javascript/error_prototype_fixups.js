// features: error_classes, class_extends, prototype, new_target, instanceof, getters, json_stringify
// The TypeScript-era idiom: Error subclasses that call
// Object.setPrototypeOf(this, X.prototype) in their constructors (so
// instanceof works when compiled to ES5), and objects whose class is
// swapped at run time (a state pattern).
class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    Object.setPrototypeOf(this, HttpError.prototype);
  }
  get isClientError() { return this.status >= 400 && this.status < 500; }
  describe() { return `[${this.status}] ${this.message}`; }
}

// re-fixes its own prototype after the parent pinned it to HttpError
class NotFound extends HttpError {
  constructor(what) {
    super(404, `${what} not found`);
    this.name = 'NotFound';
    Object.setPrototypeOf(this, new.target.prototype);
  }
  get resource() { return this.message.split(' ')[0]; }
}

// does not: like real JavaScript, its instances end up HttpErrors
class Teapot extends HttpError {
  constructor() { super(418, "I'm a teapot"); }
  brew() { return 'tea'; }
}

// the recommended form: new.target in the base class
class AppError extends Error {
  constructor(message) {
    super(message);
    this.name = new.target.name;
    Object.setPrototypeOf(this, new.target.prototype);
  }
}
class ValidationError extends AppError {
  constructor(field) { super(`invalid ${field}`); this.field = field; }
}

const errors = [new HttpError(500, 'boom'), new NotFound('/users/7'), new Teapot(), new ValidationError('email')];
for (const e of errors) {
  const kinds = [HttpError, NotFound, Teapot, AppError, ValidationError, Error].filter(k => e instanceof k).map(k => k.name);
  console.log(`${e.name}: ${e.message} | ${kinds.join(',')} | ctor=${e.constructor.name} | ${String(e)}`);
  if (e instanceof HttpError) console.log(`  ${e.describe()} client=${e.isClientError} resource=${e.resource ?? '-'} brew=${typeof e.brew}`);
  console.log('  keys', Object.keys(e), JSON.stringify(e));
}

try {
  throw new NotFound('invoice 12');
} catch (err) {
  if (err instanceof NotFound) console.log('caught NotFound for', err.resource, err.status);
  else console.log('caught something else');
}

// state pattern: a connection changes class as it moves between states
class Closed {
  get state() { return 'closed'; }
  open() { Object.setPrototypeOf(this, Open.prototype); this.opens = (this.opens ?? 0) + 1; return this; }
  send() { throw new Error(`cannot send while ${this.state}`); }
}
class Open {
  get state() { return 'open'; }
  send(msg) { this.sent.push(msg); return this; }
  close() { Object.setPrototypeOf(this, Closed.prototype); return this; }
}
const conn = new Closed();
conn.sent = [];
for (const step of ['send', 'open', 'send', 'send', 'close', 'send', 'open']) {
  try {
    conn[step](`msg-${conn.sent.length + 1}`);
    console.log(`${step.padEnd(5)} -> ${conn.state} (${conn.constructor.name}, open=${conn instanceof Open})`);
  } catch (e) {
    console.log(`${step.padEnd(5)} -> ${e.message}`);
  }
}
console.log(conn, Object.getPrototypeOf(conn) === Open.prototype);
