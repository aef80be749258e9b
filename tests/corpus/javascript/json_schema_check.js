// features: recursion, typeof, json_parse, json_stringify, regex, object_static, in_operator, console_log
const schema = {
  type: 'object',
  required: ['id', 'name', 'tags', 'price'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string', minLength: 3, pattern: '^[A-Z]' },
    price: { type: 'number', minimum: 0 },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
    dims: { type: 'object', properties: { w: { type: 'number' }, h: { type: 'number' } }, required: ['w', 'h'] },
    status: { enum: ['active', 'retired'] },
  },
};

function typeOf(v) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (Number.isInteger(v)) return 'integer';
  return typeof v;
}

function validate(value, s, path = '$') {
  const errors = [];
  const t = typeOf(value);
  if (s.type && !(s.type === t || (s.type === 'number' && t === 'integer'))) {
    return [`${path}: expected ${s.type}, got ${t}`];
  }
  if (s.enum && !s.enum.includes(value)) errors.push(`${path}: ${JSON.stringify(value)} not in ${JSON.stringify(s.enum)}`);
  if (s.minimum !== undefined && value < s.minimum) errors.push(`${path}: ${value} < ${s.minimum}`);
  if (s.minLength !== undefined && value.length < s.minLength) errors.push(`${path}: too short (${value.length})`);
  if (s.pattern && !new RegExp(s.pattern).test(value)) errors.push(`${path}: does not match /${s.pattern}/`);
  if (t === 'array') {
    if (s.maxItems !== undefined && value.length > s.maxItems) errors.push(`${path}: more than ${s.maxItems} items`);
    value.forEach((item, i) => errors.push(...validate(item, s.items ?? {}, `${path}[${i}]`)));
  }
  if (t === 'object') {
    for (const req of s.required ?? []) if (!Object.hasOwn(value, req)) errors.push(`${path}: missing ${req}`);
    for (const [k, sub] of Object.entries(s.properties ?? {})) {
      if (k in value) errors.push(...validate(value[k], sub, `${path}.${k}`));
    }
    const extra = Object.keys(value).filter(k => !(k in (s.properties ?? {})));
    if (extra.length) errors.push(`${path}: unknown ${extra.length > 1 ? 'keys' : 'key'} ${extra.join(', ')}`);
  }
  return errors;
}

const docs = `[
  {"id": 1, "name": "Widget", "price": 9.5, "tags": ["a", "b"]},
  {"id": 0, "name": "wx", "price": -1, "tags": ["a", 2, "c", "d"], "status": "lost"},
  {"id": 2.5, "name": "Gizmo", "tags": "none", "dims": {"w": 1, "h": "tall"}, "color": "red", "size": 3},
  {"id": 3, "name": "Thing", "price": 0, "tags": [], "dims": {"w": 2}, "status": "retired"},
  null
]`;
const items = JSON.parse(docs);
items.forEach((doc, i) => {
  const errors = validate(doc, schema, `$[${i}]`);
  console.log(errors.length ? `✗ item ${i}:\n  ${errors.join('\n  ')}` : `✓ item ${i} ok`);
});
const valid = items.filter(d => validate(d, schema).length === 0);
console.log(JSON.stringify(valid, null, 2));
console.log(JSON.stringify({ when: new Date(Date.UTC(2024, 0, 15)), n: NaN, inf: -Infinity, u: undefined, f() {}, nested: [undefined, () => 1] }));
console.log(JSON.parse('{"a":[1,{"b":null}],"c":"\\u00e9\\n"}', (k, v) => (typeof v === 'number' ? v * 10 : v)));
try { JSON.parse('{"a": 1,}'); } catch (e) { console.log(e.name, e.message); }
