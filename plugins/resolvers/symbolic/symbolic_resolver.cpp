// symbolic_resolver.cpp - the default resolver: never resolves, so the VM
// creates a fresh symbolic value for every unresolved call. Zero LLM calls,
// fully deterministic.
#include <memory>

#include "reddragon/plugin/registrar.hpp"
#include "reddragon/resolver.hpp"

namespace {

using namespace reddragon;

class SymbolicResolver final : public Resolver {
 public:
  std::string_view name() const override { return "symbolic"; }
  Expected<ResolveResponse> resolve(const ResolveRequest&) override {
    ResolveResponse r;
    r.resolved = false;
    r.reason = "symbolic resolver";
    return r;
  }
  bool wants_context() const override { return false; }
};

void register_symbolic(Registrar& r) { r.add_resolver(std::make_unique<SymbolicResolver>()); }

}  // namespace

REDDRAGON_PLUGIN("symbolic", "0.1.0", RD_PLUGIN_RESOLVER, register_symbolic)
