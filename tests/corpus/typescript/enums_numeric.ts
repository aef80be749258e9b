// features: enum_declaration, switch_statement, member_expression, subscript_expression
enum Direction {
  Up,
  Down,
  Left,
  Right,
}

enum Status {
  Active = 1,
  Inactive,
  Banned = 10,
  Deleted,
}

function turn(d: Direction): Direction {
  switch (d) {
    case Direction.Up: return Direction.Right;
    case Direction.Right: return Direction.Down;
    case Direction.Down: return Direction.Left;
    default: return Direction.Up;
  }
}

console.log(Direction.Up, Direction.Down, Direction.Left, Direction.Right);
console.log(Direction[0], Direction[3]);
console.log(Status.Active, Status.Inactive, Status.Banned, Status.Deleted);
console.log(Status[2], Status[11]);
let d = Direction.Up;
for (let i = 0; i < 5; i++) {
  console.log(`step ${i}: ${Direction[d]}`);
  d = turn(d);
}
const leftName: string = Direction[Direction.Left];
console.log(leftName);
