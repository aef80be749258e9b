// features: object_static, getters_object_literal, class_declaration, try_catch, error_classes, prototype
// A settings registry whose keys can be locked: defineProperty with
// configurable/writable flags, frozen value objects, sealed lists, a frozen
// defaults prototype, and what sloppy versus strict code sees on each write.
function attempt(label, fn) {
  try {
    fn();
    console.log(`${label}: ok`);
  } catch (e) {
    console.log(`${label}: ${e.constructor.name}: ${e.message}`);
  }
}

class Money {
  constructor(amount, currency) {
    this.amount = amount;
    this.currency = currency;
    Object.freeze(this);
  }
  bump() { this.amount += 1; }
  tag() { this.note = 'x'; }
  strip() { delete this.currency; }
}
const price = new Money(5, 'EUR');
attempt('bump', () => price.bump());
attempt('tag', () => price.tag());
attempt('strip', () => price.strip());
price.amount = 99;
console.log(price.amount, Object.isFrozen(price), JSON.stringify(price));

const registry = {};
Object.defineProperty(registry, 'region', { value: 'eu-west', enumerable: true });
Object.defineProperty(registry, 'retries', { value: 3, writable: true, enumerable: true, configurable: true });
attempt('redefine region', () => Object.defineProperty(registry, 'region', { value: 'us-east' }));
attempt('same region again', () => Object.defineProperty(registry, 'region', { value: 'eu-west' }));
attempt('make region configurable', () => Object.defineProperty(registry, 'region', { configurable: true }));
attempt('redefine retries', () => Object.defineProperty(registry, 'retries', { value: 5, writable: false }));
attempt('strict delete region', () => { 'use strict'; delete registry.region; });
console.log(delete registry.region, delete registry.retries, registry);
console.log(Object.getOwnPropertyDescriptors(registry));

const locked = Object.preventExtensions({ mode: 'fast' });
console.log(Object.isFrozen(locked), Object.isSealed(locked));
Object.defineProperty(locked, 'mode', { writable: false, configurable: false });
console.log(Object.isFrozen(locked), Object.isSealed(locked), Object.getOwnPropertyDescriptor(locked, 'mode'));

const slots = [1, 2, 3];
Object.defineProperty(slots, 1, { writable: false });
slots[1] = 20;
slots[0] = 10;
console.log(slots, Object.getOwnPropertyDescriptor(slots, 1));
attempt('strict slot write', () => { 'use strict'; slots[1] = 5; });

const queue = Object.seal(['a', 'b']);
attempt('sealed push', () => queue.push('c'));
attempt('sealed pop', () => queue.pop());
queue[0] = 'z';
console.log(queue, Object.isSealed(queue), Object.isFrozen(queue));

const defaults = Object.freeze({ theme: 'dark', size: 12, label() { return `${this.theme}/${this.size}`; } });
const user = Object.create(defaults);
attempt('strict shadow theme', () => { 'use strict'; user.theme = 'light'; });
user.size = 14;
user.extra = true;
console.log(user.theme, user.size, user.label(), Object.keys(user));

const sensor = {};
Object.defineProperty(sensor, 'reading', { get() { return 21.5; }, enumerable: false });
attempt('strict set reading', () => { 'use strict'; sensor.reading = 0; });
sensor.reading = 0;
console.log(sensor.reading, Object.keys(sensor), Object.getOwnPropertyDescriptor(sensor, 'reading'));
