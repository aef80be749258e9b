// features: let_const, closures, try_catch, for_of, destructuring, console_log
// A settings module guarding its constants: writing a `const` binding throws
// "Assignment to constant variable." (after the right side runs), while
// shadowing lets, parameters, vars and object mutation stay allowed.

const MAX_RETRIES = 3;
const settings = { theme: 'dark', retries: MAX_RETRIES };
const audit = [];

function attempt(label, fn) {
  try {
    const r = fn();
    audit.push(`${label}: ok ${JSON.stringify(r)}`);
  } catch (e) {
    audit.push(`${label}: ${e.name} - ${e.message}`);
  }
}

attempt('mutate object', () => {
  settings.theme = 'light';
  settings.retries++;
  return settings;
});
attempt('rebind object', () => {
  settings = { theme: 'none' };
});
attempt('compound', () => {
  MAX_RETRIES += 1;
});
attempt('increment', () => MAX_RETRIES++);
attempt('right side first', () => {
  MAX_RETRIES = audit.push('  (right side evaluated)');
});
attempt('shadow with let', () => {
  let MAX_RETRIES = 1;
  MAX_RETRIES *= 10;
  return MAX_RETRIES;
});
attempt('parameter shadows', () => ((MAX_RETRIES) => (MAX_RETRIES = MAX_RETRIES * 2))(21));
attempt('var in function shadows', () => {
  var settings = 1;
  settings = 2;
  return settings;
});
attempt('closure over const', () => {
  const hits = 0;
  const bump = () => hits + 1;
  const bad = () => {
    hits = bump();
  };
  bad();
});
attempt('destructured const', () => {
  const { theme, retries = 0 } = settings;
  retries = theme.length;
});
attempt('assign via pattern', () => {
  ({ theme: MAX_RETRIES } = settings);
});
attempt('for-of const fresh each turn', () => {
  const seen = [];
  for (const k of ['a', 'b']) seen.push(k.toUpperCase());
  return seen;
});
attempt('for-of const write', () => {
  for (const k of ['a']) k = 'z';
});
attempt('classic for with const', () => {
  const out = [];
  for (const i = 0; i < 3; i++) out.push(i);
  return out;
});
attempt('logical assignment that writes', () => {
  const flag = null;
  flag ??= true;
});
attempt('logical assignment that does not write', () => {
  const name = 'set';
  name ||= 'default';
  return name;
});
attempt('block const', () => {
  if (settings) {
    const inner = 1;
    {
      let inner = 2;
      inner = 3;
    }
    inner = 4;
  }
});

audit.forEach((line) => console.log(line));
console.log(MAX_RETRIES, settings);
