// features: prototype, error_classes, function_properties, instanceof, this, try_catch, console_log
// Pre-class (ES5) error types: F.prototype = Object.create(Error.prototype)
// gives instanceof Error, Error.prototype's toString, name and message
// defaults, and F.prototype.constructor = F is F itself.
function ValidationError(message, field) {
  this.name = 'ValidationError';
  this.message = message;
  this.field = field;
}
ValidationError.prototype = Object.create(Error.prototype);
ValidationError.prototype.constructor = ValidationError;
ValidationError.prototype.describe = function () { return `${this.field}: ${this.message}`; };

function NotFound(what) { this.what = what; }
NotFound.prototype = Object.create(RangeError.prototype);

const errs = [new ValidationError('must be positive', 'age'), new NotFound('user'), new Error('plain')];
for (const e of errs) {
  console.log(e instanceof Error, e instanceof ValidationError, e instanceof RangeError, String(e), `${e}`, e.toString());
}
const v = errs[0];
console.log(v.describe(), v.name, v.constructor === ValidationError, v.constructor.name);
console.log(Object.keys(v), errs[1].name, JSON.stringify(errs[1].message));
try { throw v; } catch (e) { console.log('caught', e.field, e instanceof Error); }
console.log(Object.getPrototypeOf(ValidationError.prototype) === Error.prototype);
