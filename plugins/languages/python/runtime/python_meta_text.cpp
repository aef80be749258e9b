// python_meta_text.cpp - a class prints through its metaclass: repr(cls)
// and str(cls) call the metaclass's own __repr__ / __str__ (str falls back
// to __repr__), as type.__repr__ is only the default.
#include "python_runtime.hpp"

namespace reddragon::vm::py {

bool metaclass_text(Vm& in, const Value& cls, bool as_repr, std::string& out) {
  if (!cls.is(Tag::Class)) return false;
  const Value& meta = cls.as<ClassObj>()->meta;
  if (!meta.is(Tag::Class)) return false;
  const char* names[2] = {"__str__", "__repr__"};
  for (int k = as_repr ? 1 : 0; k < 2; ++k) {
    const Name n = in.intern(names[k]);
    for (const Value& m : meta.as<ClassObj>()->mro) {
      if (m.as<ClassObj>()->builtin) break;
      const Value* f = m.as<ClassObj>()->attrs.find(n);
      if (!f || !f->is(Tag::Function)) continue;
      Value r = in.call_sync(*f, std::span<const Value>(&cls, 1));
      if (in.raising()) return true;
      if (!r.is(Tag::Str)) {
        in.raise("TypeError", std::string(names[k]) + " returned non-string (type " + type_name(r) + ")");
        return true;
      }
      out = r.as<StrObj>()->s;
      return true;
    }
  }
  return false;
}

}  // namespace reddragon::vm::py
