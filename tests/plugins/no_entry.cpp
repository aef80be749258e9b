// A shared library that is not a RedDragon plugin (no entry symbol).
extern "C" __attribute__((visibility("default"))) int some_other_function(void) { return 7; }
