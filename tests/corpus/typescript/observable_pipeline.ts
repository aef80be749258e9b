// features: generic_class, generic_function, function_signature, optional_chain, generator_function, closure
// A minimal Observable implementation with operators, subscriptions and teardown.
type Observer<T> = { next: (v: T) => void; error?: (e: unknown) => void; complete?: () => void };
type Teardown = () => void;
type Operator<A, B> = (src: Observable<A>) => Observable<B>;

class Subscription {
  private closed = false;
  constructor(private teardown?: Teardown) {}
  unsubscribe(): void {
    if (this.closed) return;
    this.closed = true;
    this.teardown?.();
  }
  get isClosed() { return this.closed; }
}

class Observable<T> {
  constructor(private producer: (obs: Observer<T>) => Teardown | void) {}

  static of<T>(...values: T[]): Observable<T> {
    return new Observable<T>((o) => {
      for (const v of values) o.next(v);
      o.complete?.();
    });
  }

  static from<T>(iter: Iterable<T>): Observable<T> {
    return new Observable<T>((o) => {
      for (const v of iter) o.next(v);
      o.complete?.();
    });
  }

  subscribe(observer: Partial<Observer<T>> | ((v: T) => void)): Subscription {
    const o: Observer<T> = typeof observer === "function" ? { next: observer } : { next: () => {}, ...observer };
    let done = false;
    const safe: Observer<T> = {
      next: (v) => { if (!done) o.next(v); },
      error: (e) => { if (!done) { done = true; o.error?.(e); } },
      complete: () => { if (!done) { done = true; o.complete?.(); } },
    };
    let teardown: Teardown | void;
    try {
      teardown = this.producer(safe);
    } catch (e) {
      safe.error!(e);
    }
    return new Subscription(() => { done = true; teardown?.(); });
  }

  pipe(): Observable<T>;
  pipe<A>(op1: Operator<T, A>): Observable<A>;
  pipe<A, B>(op1: Operator<T, A>, op2: Operator<A, B>): Observable<B>;
  pipe<A, B, C>(op1: Operator<T, A>, op2: Operator<A, B>, op3: Operator<B, C>): Observable<C>;
  pipe(...ops: Operator<any, any>[]): Observable<any> {
    return ops.reduce((src: Observable<any>, op) => op(src), this);
  }
}

const map = <A, B>(f: (a: A, i: number) => B): Operator<A, B> => (src) =>
  new Observable<B>((o) => {
    let i = 0;
    const sub = src.subscribe({ next: (v) => o.next(f(v, i++)), error: o.error, complete: o.complete });
    return () => sub.unsubscribe();
  });

const filter = <A>(pred: (a: A) => boolean): Operator<A, A> => (src) =>
  new Observable<A>((o) => {
    const sub = src.subscribe({ next: (v) => pred(v) && o.next(v), error: o.error, complete: o.complete });
    return () => sub.unsubscribe();
  });

const take = <A>(n: number): Operator<A, A> => (src) =>
  new Observable<A>((o) => {
    let seen = 0;
    const sub = src.subscribe({
      next: (v) => {
        if (seen++ < n) o.next(v);
        if (seen === n) o.complete?.();
      },
      error: o.error,
      complete: o.complete,
    });
    return () => sub.unsubscribe();
  });

const scan = <A, S>(f: (acc: S, v: A) => S, seed: S): Operator<A, S> => (src) =>
  new Observable<S>((o) => {
    let acc = seed;
    const sub = src.subscribe({ next: (v) => o.next((acc = f(acc, v))), error: o.error, complete: o.complete });
    return () => sub.unsubscribe();
  });

function* naturals(): Generator<number> {
  let n = 1;
  while (n < 1000) yield n++;
}

const log = (label: string) => ({
  next: (v: unknown) => console.log(`${label}:`, v),
  error: (e: unknown) => console.log(`${label} error:`, e instanceof Error ? e.message : e),
  complete: () => console.log(`${label} done`),
});

Observable.of(1, 2, 3, 4, 5, 6).pipe(filter((x: number) => x % 2 === 0), map((x: number) => x * 10)).subscribe(log("evens"));
Observable.from(naturals()).pipe(map((n: number) => n * n), take(4)).subscribe(log("squares"));
Observable.from("hello").pipe(scan((acc: string, c: string) => c + acc, "")).subscribe(log("rev"));
Observable.of("a", "b", "c").pipe(map((s: string, i) => `${i}:${s.toUpperCase()}`), filter((s: string) => !s.startsWith("1")), take(5)).subscribe(log("idx"));

const failing = new Observable<number>((o) => {
  o.next(1);
  o.error?.(new Error("boom"));
  o.next(2);
});
failing.pipe(map((x: number) => x + 1)).subscribe(log("fail"));

let ticks = 0;
const ticker = new Observable<number>((o) => {
  const handle = { active: true };
  for (let i = 0; i < 5 && handle.active; i++) o.next(i);
  return () => { handle.active = false; ticks++; console.log("teardown"); };
});
const sub = ticker.subscribe((v) => console.log("tick", v));
sub.unsubscribe();
sub.unsubscribe();
console.log(sub.isClosed, ticks);
Observable.of<number>().pipe().subscribe({ complete: () => console.log("empty complete") });
new Observable<string>(() => { throw new TypeError("producer failed"); }).subscribe(log("throws"));
