export default class Greeter {
  constructor(n) { this.n = n; }
  hello() { return 'hi ' + this.n; }
}
