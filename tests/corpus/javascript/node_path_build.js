// features: modules, arrow_function, destructuring, template_string, array_methods
// A build script planning where each source file goes, with node's path module.
const path = require('path');
const { join, posix } = require('node:path');

const srcRoot = '/home/dev/project/src';
const outRoot = path.resolve('/home/dev/project', 'build', './dist');
const sources = [
  'index.ts',
  'lib/util.js',
  'lib/../lib/format.test.js',
  'assets//logo.svg',
  'docs/README.md',
  'styles/main.min.css',
  '.env',
];

for (const rel of sources) {
  const abs = path.join(srcRoot, rel);
  const { dir, name, ext, base, root } = path.parse(abs);
  const target = path.format({ dir: path.join(outRoot, path.relative(srcRoot, dir)), name, ext: ext === '.ts' ? '.js' : ext });
  console.log(`${path.normalize(rel)}: base=${base} name=${name} ext=${JSON.stringify(ext)} root=${root}`);
  console.log(`  -> ${target} (${path.relative(outRoot, target)})`);
}

console.log(path.basename('/tmp/report.final.pdf', '.pdf'), path.basename('dir/sub/'), path.dirname('/a/b/c/'), path.dirname('file.txt'));
console.log(path.extname('archive.tar.gz'), JSON.stringify(path.extname('.gitignore')), JSON.stringify(path.extname('name.')));
console.log(path.normalize('/x/../../y/./z//'), path.normalize('a/b/../../..'), path.normalize(''), join('a', '', 'b', '..', 'c'));
console.log(path.isAbsolute('/etc'), path.isAbsolute('etc/hosts'), path.isAbsolute(''));
console.log(path.relative('/srv/app/logs', '/srv/data/db'), JSON.stringify(path.relative('/srv', '/srv')));
console.log(path.resolve('/a/b', '../c', 'd'), path.resolve('/ignored', '/root', 'x'));
console.log(path.sep, path.delimiter, posix.join('x', 'y') === path.join('x', 'y'), path.posix === path);
console.log('/usr/bin:/bin:/usr/local/bin'.split(path.delimiter).map((d) => path.join(d, 'node')));
console.log(path.parse('/home/user/notes.txt'));
console.log(path.parse('relative/file'));
console.log(path.format({ root: '/', base: 'top.txt' }), path.format({ dir: 'out', name: 'app', ext: 'js' }));
