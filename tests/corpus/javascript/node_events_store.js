// features: modules, class_declaration, class_extends, super_call, arrow_function, rest_spread, try_catch, async_await
// A small store that emits change events, the way node programs use EventEmitter.
const EventEmitter = require('events');
const { once } = require('node:events');

class Store extends EventEmitter {
  constructor(name) {
    super();
    this.name = name;
    this.items = new Map();
  }
  set(key, value) {
    const old = this.items.get(key);
    this.items.set(key, value);
    this.emit('change', { key, old, value });
    if (this.items.size >= 3) this.emit('full', this.items.size);
  }
  remove(key) {
    if (!this.items.has(key)) {
      this.emit('error', new Error(`no such key: ${key}`));
      return;
    }
    this.items.delete(key);
    this.emit('change', { key, old: undefined, value: undefined });
  }
}

const store = new Store('settings');
const log = [];
store.on('change', function (ev) {
  log.push(`${this.name}: ${ev.key} ${ev.old} -> ${ev.value}`);
});
store.once('full', (n) => console.log('store is full with', n, 'items'));
store.prependListener('change', (ev) => console.log('first listener sees', ev.key));

store.set('theme', 'dark');
store.set('lang', 'en');
store.set('theme', 'light');
store.set('font', 'mono');
console.log(log.join('\n'));
console.log('listeners:', store.listenerCount('change'), store.listenerCount('full'));
console.log('names:', store.eventNames());

try {
  store.remove('missing');
} catch (e) {
  console.log('uncaught error event:', e.message);
}
store.on('error', (e) => console.log('handled:', e.message));
store.remove('missing');
store.remove('lang');

const counter = (n) => console.log('counter', n);
store.addListener('tick', counter);
console.log(store.emit('tick', 1), store.listeners('tick').length);
store.off('tick', counter);
console.log(store.emit('tick', 2), store.listeners('tick').length);
console.log('unknown event emitted:', store.emit('nothing'));

const bus = new EventEmitter.EventEmitter();
bus.setMaxListeners(20);
console.log('max listeners', bus.getMaxListeners(), bus instanceof EventEmitter, store instanceof EventEmitter);
bus.prependOnceListener('msg', (a, b) => console.log('once first', a, b));
bus.on('msg', (...args) => console.log('args', args));
bus.emit('msg', 'x', 2);
bus.emit('msg', 'y');
bus.removeAllListeners('msg');
console.log('after removeAll:', bus.emit('msg'), bus.rawListeners('msg'));

once(bus, 'ready').then(([v]) => console.log('ready with', v));
bus.emit('ready', 42);
console.log('sync end');
const late = () => console.log('late');
bus.on('late', late).on('late', late);
bus.removeListener('late', late);
console.log('late listeners', bus.listenerCount('late'), 'default max', EventEmitter.defaultMaxListeners);

// the pre-class style: a constructor function inheriting through util.inherits
const util = require('util');
function Ticker(name) {
  EventEmitter.call(this);
  this.name = name;
}
util.inherits(Ticker, EventEmitter);
Ticker.prototype.tick = function (n) {
  return this.emit('tick', n);
};
const ticker = new Ticker('clock');
ticker.on('newListener', (event) => console.log('new listener for', event));
ticker.on('tick', function (n) { console.log(this.name, 'tick', n); });
console.log(ticker.tick(1), ticker.tick(2), ticker.listenerCount('tick'));
