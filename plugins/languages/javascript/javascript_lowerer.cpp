// javascript_lowerer.cpp - JavaScript -> RedDragon IR (tree-sitter-javascript).
//
// All of JavaScript's lowering lives in JsLowererBase (js_lowerer.hpp),
// shared with the TypeScript frontend; this file instantiates it for
// plain JavaScript. Conventions: docs/ir-conventions.md.
#include <memory>

#include "reddragon/frontend_js/js_lowerer.hpp"
#include "reddragon/frontend_js/js_modules.hpp"
#include "reddragon/frontend_js/node_core_modules.hpp"
#include "reddragon/frontend_support/ast_repair.hpp"

extern "C" const TSLanguage* tree_sitter_javascript(void);

namespace reddragon::javascript {

namespace {

class JsLowerer final : public frontend_js::JsLowererBase<JsLowerer> {
 public:
  JsLowerer(const SourceFile& src, const LowerOptions& opts, LowerOutput& out)
      : JsLowererBase(tree_sitter_javascript(), "javascript", src, opts, out) {}
};

class JavaScriptFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "javascript"; }
  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) override {
    // Node core modules named by the file: their preludes appended (ADR 0018)
    if (std::string with = frontend_js::with_node_core_modules(src.text); !with.empty())
      return frontend::lower_with_repair<JsLowerer>(tree_sitter_javascript(), "JavaScript", SourceFile{src.path, with}, opts);
    return frontend::lower_with_repair<JsLowerer>(tree_sitter_javascript(), "JavaScript", src, opts);
  }
  ImportResolution resolve_import(const ImportQuery& q) const override { return frontend_js::resolve_import(q, false); }
  ModuleConvention module_convention() const override { return frontend_js::module_convention(); }
  ProjectEntry project_entry(const std::string& dir) const override { return frontend_js::project_entry(dir, false); }
};

}  // namespace

std::unique_ptr<Frontend> make_frontend() { return std::make_unique<JavaScriptFrontend>(); }

}  // namespace reddragon::javascript
