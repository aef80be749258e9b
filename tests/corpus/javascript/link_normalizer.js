// features: class_declaration, map, set, for_of, try_catch, array_methods, template_string, console_log
// A crawler's link normaliser: resolve links found on a page against its
// URL, drop tracking parameters, sort the rest, strip fragments and default
// ports, then deduplicate and group by host (WHATWG URL/URLSearchParams).
const page = 'https://Blog.Example.com:443/posts/2024/intro.html?ref=home#top';
const found = [
  '../archive/?utm_source=feed&b=2&a=1',
  './intro.html#comments',
  '/about us',
  '//cdn.example.net/lib.js?v=3&utm_medium=x',
  'https://shop.example.com/cart?item=42&fbclid=abc&qty=2',
  'HTTPS://SHOP.example.com:443/cart?qty=2&item=42',
  'mailto:editor@example.com',
  'http://[bad',
  '?page=2',
  'ftp://files.example.org:21/pub/readme.txt',
];

const TRACKING = /^(utm_\w+|fbclid|gclid|ref)$/;

function normalise(link, base) {
  const url = new URL(link, base);
  if (!['http:', 'https:'].includes(url.protocol)) return { skipped: url.protocol };
  for (const key of [...url.searchParams.keys()]) {
    if (TRACKING.test(key)) url.searchParams.delete(key);
  }
  url.searchParams.sort();
  url.hash = '';
  return { url };
}

const seen = new Map();
const skipped = [];
for (const link of found) {
  try {
    const { url, skipped: why } = normalise(link, page);
    if (why) {
      skipped.push(`${link} (${why})`);
      continue;
    }
    const key = url.href;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  } catch (err) {
    skipped.push(`${link} (${err.name}: ${err.message})`);
  }
}

const byHost = {};
for (const [href, count] of seen) {
  const { host, pathname, search } = new URL(href);
  (byHost[host] ??= []).push(`${pathname}${search}${count > 1 ? ` x${count}` : ''}`);
}
console.log(byHost);
console.log('skipped:', skipped);

const base = new URL(page);
console.log(base.origin, base.hostname, base.host, base.port === '', base.pathname, base.search, base.hash);
console.log(base.searchParams.get('ref'), base.searchParams.get('missing'), base.searchParams.has('ref'));

const query = new URLSearchParams({ q: 'café & crème', lang: 'fr' });
query.append('tag', 'a+b');
query.append('tag', '100%');
console.log(query.toString(), query.getAll('tag'), query.size);
for (const [k, v] of query) console.log(`  ${k} = ${v}`);
const search = new URL('https://search.example.com/find');
search.search = query.toString();
search.searchParams.set('lang', 'en');
console.log(search.href);
console.log(Object.fromEntries(search.searchParams), JSON.stringify({ link: search }));
console.log(new URLSearchParams('?x=1&&y=%20two+three&z'), escape('a b/ü'), unescape('%u00FC%20ok'));
const login = new URL('https://admin:s3cret@intranet.example.com/login');
login.password = '';
login.username = 'guest';
console.log(login.toJSON(), login.protocol, login.username, login.password, URL.canParse('/relative'), URL.canParse('/relative', page));
query.forEach((value, key) => console.log(`${key}: ${value}`));
console.log([...query.values()], [...query.entries()].length, query.has('tag', '100%'));
