// python_iter_names.cpp - type(it) of an iterator as CPython names it
// (list_iterator, str_ascii_iterator, dict_keyiterator, map, zip, ...).
// The VM has one iterator object; the built-ins that make one mark it
// (Obj::rt_flags) with what they are, the rest follows from what it walks.
#include "python_runtime.hpp"

namespace reddragon::vm::py {

void mark_iterator(const Value& it, IterMark mark) {
  if (it.is(Tag::Iterator)) it.obj()->rt_flags = static_cast<std::uint8_t>(mark);
}

Value iterator_type(Vm& in, const Value& v) {
  const auto* it = v.as<IteratorObj>();
  static constexpr const char* kMarked[] = {nullptr, "list_reverseiterator", "reversed", "enumerate", "zip", "map", "filter",
                                            "range_iterator", "dict_reversekeyiterator"};
  const char* name = nullptr;
  if (it->rt_flags > 0 && it->rt_flags < std::size(kMarked)) name = kMarked[it->rt_flags];
  else switch (it->ikind) {
      case IterKind::Sequence: name = it->seq.is(Tag::Tuple) ? "tuple_iterator" : "list_iterator"; break;
      case IterKind::Range: name = "range_iterator"; break;
      case IterKind::Str: {
        bool ascii = true;
        for (unsigned char c : it->seq.as<StrObj>()->s) ascii &= c < 0x80;
        name = ascii ? "str_ascii_iterator" : "str_iterator";
        break;
      }
      case IterKind::DictKeys: name = it->lookahead.is(Tag::Dict) ? "dict_keyiterator" : "set_iterator"; break;
      case IterKind::User:
        if (it->seq.is(Tag::Instance)) return it->seq.as<InstanceObj>()->cls;  // a class's own iterator object
        name = dict_iterator_name(v);
        break;
      default: break;
    }
  if (!name) name = "iterator";
  if (int bid = builtin_id(name); bid >= 0) return builtin_value(bid);  // map, zip, enumerate, reversed, filter
  return in.define_builtin_class(name, "");
}

}  // namespace reddragon::vm::py
