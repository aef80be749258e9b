// features: function_declaration, string_concat, array_of_objects, for_of
function convert(n) {
  const sounds = [
    { factor: 3, sound: "Pling" },
    { factor: 5, sound: "Plang" },
    { factor: 7, sound: "Plong" },
  ];
  let out = "";
  for (const { factor, sound } of sounds) {
    if (n % factor === 0) out += sound;
  }
  return out || String(n);
}

for (const n of [1, 3, 5, 7, 6, 8, 9, 10, 14, 15, 21, 25, 27, 35, 49, 52, 105, 3125]) {
  console.log(n, convert(n));
}
