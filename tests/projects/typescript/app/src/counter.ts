export default class Counter {
  count = 0;
  tick(): void { this.count += 1; }
}
