// features: object_literal, map, set, destructuring, rest_spread, higher_order, template_string, console_log
const world = {
  hall: { desc: 'a dusty hall', exits: { north: 'library', east: 'kitchen' }, items: ['lamp'] },
  library: { desc: 'a silent library', exits: { south: 'hall' }, items: ['book', 'key'], locked: false },
  kitchen: { desc: 'a cold kitchen', exits: { west: 'hall', down: 'cellar' }, items: ['knife'] },
  cellar: { desc: 'a dark cellar', exits: { up: 'kitchen' }, items: ['wine'], locked: true },
};
const synonyms = new Map([['n', 'north'], ['s', 'south'], ['e', 'east'], ['w', 'west'], ['u', 'up'], ['d', 'down'], ['get', 'take'], ['grab', 'take'], ['i', 'inventory'], ['l', 'look']]);
const state = { room: 'hall', inventory: new Set(), moves: 0, score: 0 };

const verbs = {
  look: () => {
    const r = world[state.room];
    const items = r.items.length ? ` You see: ${r.items.join(', ')}.` : '';
    return `You are in ${r.desc}. Exits: ${Object.keys(r.exits).join(', ')}.${items}`;
  },
  go: (dir) => {
    const dest = world[state.room].exits[dir];
    if (!dest) return `You can't go ${dir}.`;
    if (world[dest].locked) {
      if (!state.inventory.has('key')) return `The way ${dir} is locked.`;
      world[dest].locked = false;
      state.score += 10;
    }
    state.room = dest;
    return verbs.look();
  },
  take: (item) => {
    const items = world[state.room].items;
    const idx = items.indexOf(item);
    if (idx < 0) return `There is no ${item} here.`;
    items.splice(idx, 1);
    state.inventory.add(item);
    state.score += 5;
    return `Taken: ${item}.`;
  },
  drop: (item) => {
    if (!state.inventory.delete(item)) return `You don't have ${item}.`;
    world[state.room].items.push(item);
    return `Dropped ${item}.`;
  },
  inventory: () => (state.inventory.size ? `You carry: ${[...state.inventory].sort().join(', ')}.` : 'You carry nothing.'),
};

function execute(line) {
  const words = line.trim().toLowerCase().split(/\s+/).filter(w => !['the', 'a', 'an', 'to'].includes(w)).map(w => synonyms.get(w) ?? w);
  if (!words.length || !words[0]) return 'Say something.';
  let [verb, ...rest] = words;
  if (['north', 'south', 'east', 'west', 'up', 'down'].includes(verb)) [verb, rest] = ['go', [verb]];
  const handler = verbs[verb];
  if (!handler) return `I don't know how to "${verb}".`;
  state.moves++;
  return handler(rest.join(' '));
}

const script = ['look', 'take the lamp', 'n', 'get key', 'grab book', 's', 'e', 'go down', 'take wine', 'i', 'drop book', 'look', 'dance', '', 'west', 'west'];
for (const cmd of script) console.log(`> ${cmd}\n${execute(cmd)}`);
console.log(`Moves: ${state.moves}, score: ${state.score}`);
console.log(state);
