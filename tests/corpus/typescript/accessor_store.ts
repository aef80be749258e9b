// features: auto_accessor, getter_setter, private_field, parameter_property, static_member, closure
// A tiny reactive settings store using TS 5 auto-accessors and getters/setters.
type Listener = (key: string, oldValue: unknown, newValue: unknown) => void;

class Settings {
  static accessor instances = 0;
  accessor theme: "light" | "dark" = "light";
  accessor fontSize = 14;
  #listeners: Listener[] = [];
  private _volume = 50;

  constructor(public readonly owner: string) {
    Settings.instances++;
  }

  get volume(): number {
    return this._volume;
  }

  set volume(v: number) {
    const clamped = Math.max(0, Math.min(100, v));
    const old = this._volume;
    this._volume = clamped;
    this.#emit("volume", old, clamped);
  }

  onChange(fn: Listener): () => void {
    this.#listeners.push(fn);
    return () => {
      this.#listeners = this.#listeners.filter((l) => l !== fn);
    };
  }

  #emit(key: string, oldValue: unknown, newValue: unknown): void {
    for (const l of this.#listeners) l(key, oldValue, newValue);
  }

  snapshot(): Record<string, unknown> {
    return { owner: this.owner, theme: this.theme, fontSize: this.fontSize, volume: this.volume };
  }
}

const log: string[] = [];
const a = new Settings("alice");
const off = a.onChange((k, o, n) => log.push(`${k}: ${String(o)} -> ${String(n)}`));
a.volume = 80;
a.volume = 140;
a.theme = "dark";
a.fontSize += 2;
off();
a.volume = -5;
console.log(log);
console.log(a.snapshot());
const b = new Settings("bob");
console.log(b.theme, b.fontSize, Settings.instances);
console.log(Object.keys(a));
const desc = Object.getOwnPropertyDescriptor(Settings.prototype, "volume");
console.log(typeof desc?.get, typeof desc?.set);
console.log(JSON.stringify(a.snapshot()));
