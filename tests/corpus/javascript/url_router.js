// features: class_declaration, regex, map, arrow_function, destructuring, optional_chaining, nullish_coalescing, console_log, for_of
class Router {
  constructor() { this.routes = []; }
  add(method, pattern, handler) {
    const keys = [];
    const source = pattern.replace(/\/:(\w+)(\?)?/g, (_, key, optional) => {
      keys.push(key);
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    }).replace(/\*/g, '(.*)');
    this.routes.push({ method, pattern, regex: new RegExp(`^${source}/?$`, 'i'), keys, handler });
    return this;
  }
  get(p, h) { return this.add('GET', p, h); }
  post(p, h) { return this.add('POST', p, h); }
  handle(method, rawUrl) {
    const url = new URL(rawUrl, 'http://localhost');
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.regex.exec(url.pathname);
      if (!m) continue;
      const params = Object.fromEntries(route.keys.map((k, i) => [k, m[i + 1] && decodeURIComponent(m[i + 1])]));
      const query = Object.fromEntries(url.searchParams);
      return route.handler({ params, query, path: url.pathname });
    }
    return { status: 404, body: `Cannot ${method} ${url.pathname}` };
  }
}

const users = new Map([[1, 'ada'], [2, 'grace']]);
const app = new Router()
  .get('/', () => ({ status: 200, body: 'home' }))
  .get('/users', ({ query }) => ({ status: 200, body: [...users.values()].slice(0, Number(query.limit ?? 10)) }))
  .get('/users/:id', ({ params }) => {
    const u = users.get(Number(params.id));
    return u ? { status: 200, body: { id: Number(params.id), name: u } } : { status: 404, body: 'no such user' };
  })
  .get('/posts/:year/:slug?', ({ params }) => ({ status: 200, body: params }))
  .post('/users', ({ query }) => {
    const id = users.size + 1;
    users.set(id, query.name);
    return { status: 201, body: { id } };
  })
  .get('/static/*', ({ path }) => ({ status: 200, body: `file ${path.split('/').slice(2).join('/')}` }));

const requests = [
  ['GET', '/'],
  ['GET', '/users?limit=1'],
  ['GET', '/users/2'],
  ['GET', '/USERS/7/'],
  ['GET', '/posts/2024'],
  ['GET', '/posts/2024/hello%20world'],
  ['POST', '/users?name=linus&admin=true'],
  ['GET', '/users'],
  ['GET', '/static/css/site.css?v=3'],
  ['DELETE', '/users/1'],
];
for (const [method, url] of requests) {
  const res = app.handle(method, url);
  console.log(method.padEnd(6), url.padEnd(30), res.status, JSON.stringify(res.body));
}
const u = new URL('https://user:pw@example.org:8080/a/b/../c?x=1&y=two&x=3#frag');
console.log(u.href);
console.log(u.protocol, u.username, u.host, u.port, u.pathname, u.search, u.hash, u.origin);
console.log(u.searchParams.getAll('x'), u.searchParams.has('y'), [...u.searchParams.keys()]);
u.searchParams.set('y', 'a b&c');
u.searchParams.delete('x');
u.hash = '';
console.log(String(u));
const qs = new URLSearchParams('b=2&a=1&c=%20three');
qs.sort();
console.log(qs.toString(), qs.get('c'), qs.get('zzz'));
for (const [k, v] of qs) console.log(k, '=>', v);
