// features: modules, class_declaration, try_catch, console_log
'use strict';
// A content-addressed cache with signed entries, as a build tool keeps one:
// keys are SHA-256 of the content, entries carry an HMAC tag, and tampering
// is detected with timingSafeEqual.
const crypto = require('node:crypto');
const { createHash, createHmac } = require('crypto');

class SignedCache {
  constructor(secret) {
    this.secret = secret;
    this.entries = new Map();
  }
  key(content) {
    return createHash('sha256').update(content).digest('hex').slice(0, 12);
  }
  tag(content) {
    return createHmac('sha256', this.secret).update(content).digest('base64url');
  }
  put(content) {
    const k = this.key(content);
    this.entries.set(k, { content, tag: this.tag(content) });
    return k;
  }
  get(k) {
    const e = this.entries.get(k);
    if (!e) throw new Error(`no entry ${k}`);
    const ok = crypto.timingSafeEqual(Buffer.from(e.tag), Buffer.from(this.tag(e.content)));
    if (!ok) throw new Error(`entry ${k} was tampered with`);
    return e.content;
  }
}

const cache = new SignedCache('s3cr3t');
const keys = ['alpha', 'beta', 'alpha', 'gamma'].map((c) => cache.put(c));
console.log(keys, cache.entries.size);
console.log(cache.get(keys[1]));
cache.entries.get(keys[0]).content = 'alpha!';
try {
  cache.get(keys[0]);
} catch (e) {
  console.log(e.message);
}

console.log(createHash('md5').update('The quick brown fox jumps over the lazy dog').digest('hex'));
console.log(createHash('SHA1').update('abc', 'utf8').digest('base64'));
console.log(createHash('sha512').update('616263', 'hex').digest('hex').slice(0, 32));
console.log(createHash('sha3-256').update('').digest('hex'));
console.log(createHash('blake2b512').update('abc').digest('hex').slice(0, 24), createHash('blake2s256').update('abc').digest('hex').slice(0, 24));
console.log(createHash('shake256', { outputLength: 8 }).update('').digest('hex'), createHash('shake128').update('').digest('hex'));
console.log(createHmac('sha256', 'key').update('The quick brown fox jumps over the lazy dog').digest('hex'));
console.log(createHmac('md5', Buffer.from('key')).update('msg').digest('hex'), createHmac('sha512', 'k'.repeat(200)).update('x').digest('hex').slice(0, 16));

const h = createHash('sha256').update('a');
const copy = h.copy().update('b');
const digest = h.digest();
console.log(digest, digest.length, copy.digest('hex').slice(0, 16));
for (const f of [() => h.update('more'), () => h.digest('hex'), () => createHash('whirlpool-9000')]) {
  try {
    f();
  } catch (e) {
    console.log(`${e.name}: ${e.message}${e.code ? ` [${e.code}]` : ''}`);
  }
}
try {
  crypto.timingSafeEqual(Buffer.from('ab'), Buffer.from('abc'));
} catch (e) {
  console.log(`${e.name} [${e.code}]: ${e.message}`);
}
console.log(createHash('sha256').update(new Uint8Array([1, 2, 3])).digest('latin1').length, crypto.hash('sha1', 'abc'));
console.log(createHash('sha256').update('é').digest('hex').slice(0, 8), createHash('sha256').update('é', 'latin1').digest('hex').slice(0, 8));
console.log(['md5', 'sha256', 'sha3-512', 'shake256'].every((n) => crypto.getHashes().includes(n)));
