exports.greet = function (name) { return 'hello ' + name; };
