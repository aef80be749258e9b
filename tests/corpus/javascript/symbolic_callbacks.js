// features: symbolic, arrow_function, higher_order, console_log
// expect: symbolic (express and ./store do not exist; expectations curated by hand from the VM)
// Callbacks handed to unknown functions run once, with unknown arguments
// named after their parameters: the handlers of a framework that is not
// here are still code the program means to run.
const express = require("express");
const { loadItems } = require("./store");

const app = express();
let hits = 0;
app.get("/hello", (req, res) => {
  hits++;
  console.log("handling", req.query.name);
  res.send("hi");
});
loadItems().forEach((item, i) => console.log("item", i, item.id));
app.listen(3000, function () {
  console.log("listening, hits so far", hits);
});
console.log("done");
