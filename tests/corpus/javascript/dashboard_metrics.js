// features: class_declaration, class_extends, class_expression, higher_order, number_methods, string_methods, error_classes, console_log
// A metrics dashboard: widgets built from class mixins, figures formatted
// with Intl.NumberFormat options, and errors that carry their cause.
const Timestamped = Base => class extends Base {
  stamp(t) { this.updated = t; return this; }
};
const Labelled = Base => class Labelled extends Base {
  label() { return `${this.name} (${this.unit})`; }
};
class Widget {
  constructor(name, unit) { this.name = name; this.unit = unit; }
}
class Gauge extends Labelled(Timestamped(Widget)) {}
class Counter extends Timestamped(Widget) {
  constructor(name) { super(name, 'count'); this.total = 0; }
}
const WithDefaults = Timestamped(Widget);
const g = new Gauge('cpu', 'percent').stamp(17);
const c = new Counter('requests').stamp(3);
console.log(g.label(), g, c, new WithDefaults('raw', 'byte'));
console.log(Counter, Widget, WithDefaults, Labelled(Widget));
console.log([typeof Gauge, WithDefaults.name, Gauge.name, c instanceof Widget, g instanceof Gauge]);
class AppError extends Error {}
console.log(AppError, [RangeError], class extends AppError {});

const fmt = (options, values) => values.map(v => new Intl.NumberFormat('en-US', options).format(v)).join(' | ');
const traffic = [0, 950, 1234, 56789, 999999, 2.5e9, -4321];
console.log(fmt({ notation: 'compact' }, traffic));
console.log(fmt({ notation: 'compact', compactDisplay: 'long' }, traffic));
console.log(fmt({ notation: 'compact', maximumFractionDigits: 2 }, traffic));
console.log(fmt({ maximumSignificantDigits: 3 }, [123456, 0.0012345, 99.95, -1234.5]));
console.log(fmt({ minimumSignificantDigits: 3 }, [1, 0.5, 1234.5678]));
console.log(fmt({ signDisplay: 'always' }, [0, 3, -3]), '/', fmt({ signDisplay: 'exceptZero' }, [0, 3, -3]));
console.log(fmt({ signDisplay: 'never' }, [7, -7]), '/', fmt({ minimumIntegerDigits: 2 }, [5, 12, 0.5]));
console.log(fmt({ style: 'currency', currency: 'USD', currencyDisplay: 'code' }, [19.5, -3]));
console.log(fmt({ style: 'currency', currency: 'EUR', notation: 'compact' }, [1234567]));
for (const unit of ['kilometer', 'hour', 'day', 'celsius', 'megabyte', 'kilometer-per-hour'])
  console.log(unit.padEnd(20), ['short', 'long', 'narrow'].map(d => fmt({ style: 'unit', unit, unitDisplay: d }, [1, 42])).join(' || '));
console.log((98.6).toLocaleString('en-US', { style: 'unit', unit: 'fahrenheit' }), (0.0725).toLocaleString('en-US', { style: 'percent', minimumFractionDigits: 1 }));
try {
  new Intl.NumberFormat('en-US', { style: 'unit' });
} catch (e) {
  console.log(e.name, e.message);
}

// replacement patterns with a string pattern
const tpl = 'price: PRICE';
console.log(tpl.replace('PRICE', '$$9.99'), tpl.replace('PRICE', '[$&]'), tpl.replace('PRICE', "<$`|$'>"), tpl.replace('PRICE', '$1'));
console.log('a-b-c'.replaceAll('-', '$&$&'), 'x'.replace('x', '$'));

// errors with a cause
class LoadError extends Error {
  constructor(message, options) { super(message, options); this.name = 'LoadError'; }
}
function loadWidget(json) {
  try {
    return JSON.parse(json);
  } catch (err) {
    throw new LoadError('widget config unreadable', { cause: err });
  }
}
try {
  loadWidget('{broken');
} catch (e) {
  console.log(e.name, e.message, '<-', e.cause.name, e.cause instanceof SyntaxError, Object.keys(e));
}
const plain = new Error('outer', { cause: 'disk full' });
console.log(plain.cause, new TypeError('t', { cause: 42 }).cause, new Error('none').cause, Object.keys(plain));
class QuotaError extends Error {
  constructor(limit) { super(`quota of ${limit} exceeded`); this.limit = limit; }
  get name() { return 'QuotaError'; }
}
const q = new QuotaError(500);
console.log(q.toString(), `${q}`, q.name, Object.keys(q), String(q) === 'QuotaError: quota of 500 exceeded');
