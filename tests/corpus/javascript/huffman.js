// features: map, sort, object_methods, recursion, default_params, string_methods, json_stringify, console_log
function buildTree(text) {
  const freq = new Map();
  for (const ch of text) freq.set(ch, (freq.get(ch) ?? 0) + 1);
  let nodes = [...freq].map(([ch, n]) => ({ ch, n }));
  while (nodes.length > 1) {
    nodes.sort((a, b) => a.n - b.n || (a.ch ?? '').localeCompare(b.ch ?? ''));
    const [left, right] = nodes.splice(0, 2);
    nodes.push({ n: left.n + right.n, left, right, ch: (left.ch ?? '') + (right.ch ?? '') });
  }
  return { root: nodes[0], freq };
}

function codes(node, prefix = '', table = {}) {
  if (!node.left) {
    table[node.ch] = prefix || '0';
    return table;
  }
  codes(node.left, prefix + '0', table);
  codes(node.right, prefix + '1', table);
  return table;
}

function encode(text, table) {
  return Array.from(text, ch => table[ch]).join('');
}

function decode(bits, root) {
  let out = '';
  let node = root;
  for (const b of bits) {
    node = b === '0' ? node.left : node.right;
    if (!node.left) {
      out += node.ch;
      node = root;
    }
  }
  return out;
}

function pack(bits) {
  const bytes = [];
  for (let i = 0; i < bits.length; i += 8) {
    bytes.push(parseInt(bits.slice(i, i + 8).padEnd(8, '0'), 2));
  }
  return bytes;
}

const samples = ['abracadabra', 'mississippi river', 'the quick brown fox jumps over the lazy dog'];
for (const text of samples) {
  const { root, freq } = buildTree(text);
  const table = codes(root);
  const bits = encode(text, table);
  const packed = pack(bits);
  console.log(JSON.stringify(text));
  console.log('  freq:', Object.fromEntries([...freq].sort((a, b) => b[1] - a[1]).slice(0, 4)));
  console.log('  codes:', Object.entries(table).sort(([, a], [, b]) => a.length - b.length).slice(0, 5).map(([c, code]) => `${c === ' ' ? '␣' : c}=${code}`).join(' '));
  console.log(`  ${bits.length} bits vs ${text.length * 8}; ratio ${(bits.length / (text.length * 8) * 100).toFixed(1)}%`);
  console.log('  hex:', packed.map(b => b.toString(16).padStart(2, '0')).join(''));
  console.log('  round trip ok:', decode(bits, root) === text);
}
