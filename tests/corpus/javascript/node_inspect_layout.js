// features: modules, arrow_function, template_string, map, class_declaration
// A deployment-manifest dumper that prints the same manifest under the
// layouts util.inspect offers: compact as a number, false and true, with
// several breakLength widths (Infinity keeps everything on one line).
const util = require('util');

class Service {
  constructor(name, replicas, ports) {
    this.name = name;
    this.replicas = replicas;
    this.ports = ports;
  }
}

const manifest = {
  version: 3,
  region: 'eu-west-1',
  services: [
    new Service('api', 4, [8080, 8443]),
    new Service('worker', 12, []),
    new Service('cron', 1, [9100]),
  ],
  env: new Map([
    ['LOG_LEVEL', 'info'],
    ['DATABASE_URL', 'postgres://db.internal:5432/app_production_primary'],
  ]),
  flags: new Set(['canary', 'blue-green']),
  limits: { cpu: '500m', memory: '1Gi', nested: { burst: { cpu: '2', memory: '4Gi' } } },
  shards: Array.from({ length: 26 }, (_, i) => i * 7),
};

const layouts = [
  ['default', {}],
  ['compact false', { compact: false }],
  ['compact true', { compact: true }],
  ['compact true, width 40', { compact: true, breakLength: 40 }],
  ['compact 1', { compact: 1 }],
  ['compact 5, width 120', { compact: 5, breakLength: 120, depth: 4 }],
  ['width Infinity', { breakLength: Infinity, depth: Infinity }],
  ['width 30', { breakLength: 30 }],
];
for (const [label, opts] of layouts) {
  console.log(`--- ${label}`);
  console.log(util.inspect(manifest, opts));
}

const summary = manifest.services.map(({ name, replicas }) => ({ name, replicas, share: `${((replicas / 17) * 100).toFixed(1)}%` }));
console.log(util.inspect(summary, { compact: true, breakLength: 60 }));
console.log(util.inspect(summary, { compact: false }));
console.log(util.inspect({ tags: ['a', 'b'], empty: {}, none: [] }, { compact: false }));
console.log(util.inspect('a plain string', { compact: false }), util.inspect(42, { compact: true }));

// trimmed views for a log line: sorted keys, long arrays and strings cut
const audit = {
  user: 'deploy-bot',
  action: 'rollout',
  diff: 'x'.repeat(24) + '\u00e9t\u00e9',
  touched: Array.from({ length: 40 }, (_, i) => `pod-${i}`),
  counts: new Map([['z', 1], ['a', 2]]),
  tags: new Set(['prod', 'eu', 'canary']),
};
console.log(util.inspect(audit, { sorted: true, maxArrayLength: 3, maxStringLength: 12 }));
console.log(util.inspect(audit, { maxArrayLength: 0, maxStringLength: 0, breakLength: Infinity }));
console.log(util.inspect(audit.touched, { maxArrayLength: null }).split('\n').length, 'lines');
console.log(util.inspect(['a', 'bb', 'ccc'], { maxStringLength: 1 }), util.inspect('top', { maxStringLength: 1 }));
const buf = Buffer.from('hi');
console.log(util.types.isTypedArray(new Float64Array(2)), util.types.isTypedArray(buf), util.types.isTypedArray([1]),
  util.types.isUint8Array(buf), util.types.isUint8Array(new Int8Array(1)),
  util.types.isArrayBuffer(new ArrayBuffer(4)), util.types.isDataView(new DataView(new ArrayBuffer(4))),
  util.types.isTypedArray(new DataView(new ArrayBuffer(2))));

// a live status object: getters read when asked for
const status = {
  started: 1700000000,
  get uptime() { return 3600 - 1; },
  get health() { return { ok: true, checks: ['db', 'cache'] }; },
  get owner() { return null; },
  get secret() { throw new Error('vault sealed'); },
  get mode() { return 'active'; },
  set mode(v) {},
};
console.log(util.inspect(status, { getters: true }));
console.log(util.inspect(status, { getters: 'set' }));
console.log(util.inspect(status, { getters: 'get', compact: false }));
