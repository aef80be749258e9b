// features: labeled_blocks, labeled_statements, for_of, try_catch, finally
// Leaving a labelled block early with `break label`.
function findPair(grid, target) {
  let result = "none";
  search: {
    for (let r = 0; r < grid.length; r++) {
      for (let c = 0; c < grid[r].length; c++) {
        if (grid[r][c] === target) {
          result = r + "," + c;
          break search;
        }
      }
    }
    result = "missing " + target;
  }
  return result;
}
const grid = [[1, 2, 3], [4, 5, 6]];
console.log(findPair(grid, 5), findPair(grid, 9));

function validate(user) {
  const errors = [];
  check: {
    if (!user.name) { errors.push("name"); break check; }
    if (user.age < 0) { errors.push("age"); break check; }
    errors.push("ok");
  }
  return errors;
}
console.log(validate({}), validate({ name: "a", age: -1 }), validate({ name: "a", age: 3 }));

// a labelled if statement, and a break that runs a finally block
outer: if (grid.length > 1) {
  try {
    console.log("checking");
    break outer;
  } finally {
    console.log("cleanup");
  }
}

// nested labels; an unlabelled break inside still leaves the loop only
for (let i = 0; i < 3; i++) {
  block: {
    if (i === 1) break block;
    inner: {
      for (const x of [1, 2, 3]) {
        if (x === 2) break;
        if (i === 2) break inner;
        console.log("i", i, "x", x);
      }
      console.log("after loop", i);
    }
  }
}
