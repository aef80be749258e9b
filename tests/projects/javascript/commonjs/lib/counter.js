let n = 0;
exports.inc = () => { n += 1; };
exports.get = () => n;
