export const PI_ISH: number = 3.14159;
export const label: string = 'shapes.ts';

export class Circle {
  constructor(private readonly r: number) {}
  area(): number {
    return PI_ISH * this.r * this.r;
  }
  toString(): string {
    return `Circle(${this.r})`;
  }
}
