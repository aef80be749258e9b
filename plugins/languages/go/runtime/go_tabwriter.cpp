// go_tabwriter.cpp - text/tabwriter: elastic tabstops, Go's column-block
// algorithm. Text is buffered until Flush (or a line without a tab, which
// cannot shape later columns, as Go flushes there too); cells are the
// tab-terminated pieces of a line, widths count runes. Flags honoured:
// AlignRight, DiscardEmptyColumns, TabIndent, Debug; FilterHTML and
// StripEscape are not modelled.
#include <string>
#include <vector>

#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
const Value& arg(const Args& a, std::size_t k) { return go_arg(a, k); }
constexpr std::int64_t kAlignRight = 4, kDiscardEmpty = 8, kTabIndent = 16, kDebug = 32;

struct Cell {
  std::string text;
  std::size_t width = 0;  // runes
};
using Line = std::vector<Cell>;

struct Formatter {
  std::int64_t minwidth, tabwidth, padding, flags;
  char padchar;
  std::vector<Line> lines;
  std::vector<std::size_t> widths;
  std::string out;

  void padding_to(std::size_t textw, std::size_t cellw, bool tabs) {
    if (padchar == '\t' || tabs) {
      if (tabwidth <= 0) return;
      std::size_t tw = static_cast<std::size_t>(tabwidth);
      cellw = (cellw + tw - 1) / tw * tw;
      std::size_t n = cellw > textw ? cellw - textw : 0;
      out.append((n + tw - 1) / tw, '\t');
      return;
    }
    if (cellw > textw) out.append(cellw - textw, padchar);
  }
  void write_lines(std::size_t line0, std::size_t line1) {
    for (std::size_t i = line0; i < line1; ++i) {
      const Line& line = lines[i];
      bool tabs = flags & kTabIndent;
      for (std::size_t j = 0; j < line.size(); ++j) {
        const Cell& c = line[j];
        if (j > 0 && (flags & kDebug)) out.push_back('|');
        if (c.text.empty()) {
          if (j < widths.size()) padding_to(c.width, widths[j], tabs);
          continue;
        }
        tabs = false;
        if (!(flags & kAlignRight)) {
          out += c.text;
          if (j < widths.size()) padding_to(c.width, widths[j], false);
        } else {
          if (j < widths.size()) padding_to(c.width, widths[j], false);
          out += c.text;
        }
      }
      if (i + 1 < lines.size()) out.push_back('\n');
    }
  }
  void format(std::size_t line0, std::size_t line1, int depth) {
    std::size_t column = widths.size();
    for (std::size_t cur = line0; cur < line1; ++cur) {
      if (column + 1 >= lines[cur].size()) continue;
      // a cell in this column: print the lines before the block, then size the block
      write_lines(line0, cur);
      line0 = cur;
      std::size_t width = static_cast<std::size_t>(minwidth);
      bool discardable = true;
      for (; cur < line1; ++cur) {
        if (column + 1 >= lines[cur].size()) break;
        const Cell& c = lines[cur][column];
        if (c.width + static_cast<std::size_t>(padding) > width) width = c.width + static_cast<std::size_t>(padding);
        if (c.width > 0) discardable = false;
      }
      if (discardable && (flags & kDiscardEmpty)) width = 0;
      widths.push_back(width);
      // columns past 1024 are written with the widths found so far (bounded recursion)
      if (depth < 1024) format(line0, cur, depth + 1);
      else write_lines(line0, cur);
      widths.pop_back();
      line0 = cur;
      if (cur >= line1) break;
      // the loop's ++cur would skip the line that ended the block: step back
      --cur;
    }
    write_lines(line0, line1);
  }
};

std::size_t runes(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

Value field(Vm& in, const Value& w, const char* f) {
  const Value* v = w.as<InstanceObj>()->fields.find(in.intern(f));
  return v ? *v : Value::none();
}
std::int64_t ifield(Vm& in, const Value& w, const char* f) {
  Value v = field(in, w, f);
  return v.is_int() ? v.i() : 0;
}
std::string& pending(Vm& in, const Value& w) {
  Value* v = w.as<InstanceObj>()->fields.find(in.intern("__buf"));
  static std::string none;
  return v && v->is(Tag::Str) ? v->as<StrObj>()->s : none;
}

/// Formats `text` (whole lines, the last possibly partial) and writes it on.
void emit(Vm& in, const Value& w, const std::string& text) {
  if (text.empty()) return;
  if (!in.charge_bytes(text.size() * 2)) return;
  Formatter f{ifield(in, w, "__min"), ifield(in, w, "__tabw"), ifield(in, w, "__pad"), ifield(in, w, "__flags"),
              static_cast<char>(ifield(in, w, "__padchar")), {}, {}, {}};
  Line line;
  std::string cell;
  for (char ch : text) {
    if (ch == '\t' || ch == '\n') {
      line.push_back(Cell{cell, runes(cell)});
      cell.clear();
      if (ch == '\n') {
        f.lines.push_back(std::move(line));
        line.clear();
      }
    } else {
      cell.push_back(ch);
    }
  }
  line.push_back(Cell{cell, runes(cell)});  // the line after the last newline (often empty)
  f.lines.push_back(std::move(line));
  f.format(0, f.lines.size(), 0);
  go_write_to(in, field(in, w, "__out"), f.out);
}

Value tw_new(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*tabwriter.Writer");
  Value w = Value::object(inst);
  auto set = [&](const char* n, Value v) { inst->fields.set(in.intern(n), std::move(v)); };
  set("__out", arg(a, 0));
  set("__min", arg(a, 1).is_int() ? arg(a, 1) : Value::integer(0));
  set("__tabw", arg(a, 2).is_int() ? arg(a, 2) : Value::integer(8));
  set("__pad", arg(a, 3).is_int() ? arg(a, 3) : Value::integer(1));
  set("__padchar", arg(a, 4).is_int() ? arg(a, 4) : Value::integer(' '));
  set("__flags", arg(a, 5).is_int() ? arg(a, 5) : Value::integer(0));
  set("__buf", make_str(""));
  return w;
}
Value tw_flush(Vm& in, const Value& self, Args&) {
  std::string text = pending(in, self);
  pending(in, self).clear();
  emit(in, self, text);
  return Value::none();
}
Value tw_init(Vm& in, const Value& self, Args& a) {
  Value fresh = tw_new(in, Value::none(), a);
  for (const auto& [n, v] : fresh.as<InstanceObj>()->fields.items) self.as<InstanceObj>()->fields.set(n, v);
  return self;
}
Value tw_write(Vm& in, const Value& self, Args& a) {
  std::string text;
  if (arg(a, 0).is(Tag::Str)) text = arg(a, 0).as<StrObj>()->s;
  else if (arg(a, 0).is(Tag::List))
    for (const auto& b : arg(a, 0).as<ListObj>()->items) text.push_back(static_cast<char>(b.is_int() ? b.i() : 0));
  go_tabwriter_write(in, self, text);
  return make_list({Value::integer(static_cast<std::int64_t>(text.size())), Value::none()}, Tag::Tuple);
}

}  // namespace

void go_tabwriter_write(Vm& in, const Value& w, const std::string& text) {
  if (!in.charge_bytes(text.size())) return;
  std::string& buf = pending(in, w);
  std::size_t line_start = buf.size();
  while (line_start > 0 && buf[line_start - 1] != '\n') --line_start;
  buf += text;
  // a completed line without a tab cannot shape later columns: Go flushes there
  std::size_t flush_to = 0;
  for (std::size_t i = line_start, start = line_start; i < buf.size(); ++i) {
    if (buf[i] != '\n') continue;
    if (buf.find('\t', start) >= i) flush_to = i + 1;
    start = i + 1;
  }
  if (flush_to == 0) return;
  std::string head = buf.substr(0, flush_to);
  buf.erase(0, flush_to);
  emit(in, w, head);
}

Value go_tabwriter_global(Vm& in, std::string_view name) {
  if (name != "tabwriter") return Value::undef();
  return go_package(in, "tabwriter", {{"NewWriter", tw_new}},
                    {{"FilterHTML", 1}, {"StripEscape", 2}, {"AlignRight", kAlignRight}, {"DiscardEmptyColumns", kDiscardEmpty},
                     {"TabIndent", kTabIndent}, {"Debug", kDebug}, {"Escape", 0xff}});
}

Value go_tabwriter_attr(Vm& in, const Value& obj, Name f) {
  if (!obj.is(Tag::Instance) || obj.as<InstanceObj>()->klass()->name != "*tabwriter.Writer") return Value::undef();
  const std::string& n = in.name(f);
  if (n == "Flush") return make_native(tw_flush, "Flush", obj);
  if (n == "Init") return make_native(tw_init, "Init", obj);
  if (n == "Write") return make_native(tw_write, "Write", obj);
  return Value::undef();
}

}  // namespace reddragon::vm
