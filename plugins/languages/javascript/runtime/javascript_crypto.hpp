// javascript_crypto.hpp - __js_digest, the native half of node's crypto
// module (node_core_modules.cpp's prelude).
#pragma once

#include <vector>

#include "reddragon/vm/value.hpp"

namespace reddragon::vm {
class Vm;
}

namespace reddragon::vm::js {

/// __js_digest('size' | 'block', alg): the digest's or its block's length,
/// undefined when the algorithm is not implemented; __js_digest('digest',
/// alg, bytes[, outputLength]): the digest as an array of byte numbers.
Value js_digest(Vm& in, const Value& self, std::vector<Value>& args);

}  // namespace reddragon::vm::js
