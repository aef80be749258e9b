// features: closures, spread, switch, set, object_static, destructuring, higher_order, console_log
function createStore(reducer, initial) {
  let state = initial;
  const listeners = new Set();
  return {
    getState: () => state,
    dispatch(action) {
      const prev = state;
      state = reducer(state, action);
      if (state !== prev) listeners.forEach(l => l(state, prev, action));
      return action;
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

const initial = Object.freeze({ todos: [], filter: 'all', nextId: 1 });
function reducer(state, action) {
  switch (action.type) {
    case 'add':
      return { ...state, nextId: state.nextId + 1, todos: [...state.todos, { id: state.nextId, text: action.text, done: false }] };
    case 'toggle':
      return { ...state, todos: state.todos.map(t => (t.id === action.id ? { ...t, done: !t.done } : t)) };
    case 'remove':
      return { ...state, todos: state.todos.filter(t => t.id !== action.id) };
    case 'filter':
      return state.filter === action.value ? state : { ...state, filter: action.value };
    default:
      return state;
  }
}

const store = createStore(reducer, initial);
const history = [];
const unsubscribe = store.subscribe((s, prev, a) => history.push(`${a.type}: ${prev.todos.length} -> ${s.todos.length}`));
store.subscribe(s => {
  const visible = s.todos.filter(t => s.filter === 'all' || (s.filter === 'done') === t.done);
  console.log(`[${s.filter}]`, visible.map(t => `${t.done ? '☑' : '☐'} ${t.id}. ${t.text}`).join(' | ') || '(empty)');
});

store.dispatch({ type: 'add', text: 'write tests' });
store.dispatch({ type: 'add', text: 'fix bug' });
store.dispatch({ type: 'add', text: 'ship it' });
store.dispatch({ type: 'toggle', id: 2 });
store.dispatch({ type: 'filter', value: 'done' });
store.dispatch({ type: 'filter', value: 'done' });
unsubscribe();
store.dispatch({ type: 'filter', value: 'open' });
store.dispatch({ type: 'remove', id: 1 });
store.dispatch({ type: 'unknown' });
console.log(history);
console.log(store.getState());
console.log(initial, Object.isFrozen(initial), Object.isFrozen(store.getState()));

const memo = fn => {
  const cache = new Map();
  let hits = 0;
  const wrapped = arg => {
    if (cache.has(arg)) { hits++; return cache.get(arg); }
    const v = fn(arg);
    cache.set(arg, v);
    return v;
  };
  wrapped.stats = () => ({ size: cache.size, hits });
  return wrapped;
};
const countDone = memo(s => s.todos.filter(t => t.done).length);
const s1 = store.getState();
console.log(countDone(s1), countDone(s1), countDone(initial), countDone.stats());
const { todos: [firstTodo, ...others], ...meta } = s1;
console.log(firstTodo, others.length, meta);
