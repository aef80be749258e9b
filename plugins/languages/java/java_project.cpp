// java_project.cpp - Java projects (docs/projects.md): packages are
// directories under the source root (the importing file's directory less its
// package's components), a class C of package a.b is a/b/C.java.
//
// A file's import sites bind the names of other files' top levels (the
// linker's star import): the file of each single-type import, and for every
// class name the file uses without declaring or importing it, Name.java of
// its own package, else of a package it star-imports (Java's order). Names
// that resolve nowhere bind nothing, so the runtime's classes stay visible
// and a single-file run is as it was.
#include "java_project.hpp"
#include "reddragon/frontend_support/bounded_file.hpp"
#include "reddragon/frontend_support/ts_children.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>
#include <unordered_set>

namespace reddragon::java {

namespace fs = std::filesystem;

namespace {

constexpr std::uintmax_t kMaxFileBytes = 8u << 20;  // a larger "source" is not read for its header
constexpr std::size_t kMaxWalkFiles = 20000;

std::string read_file(const fs::path& p) { return frontend_support::read_bounded_file(p, kMaxFileBytes); }

/// The text with comments, string and character literals blanked out.
std::string code_only(std::string_view s) {
  std::string out(s);
  for (std::size_t i = 0; i < out.size();) {
    if (out.compare(i, 2, "//") == 0) {
      while (i < out.size() && out[i] != '\n') out[i++] = ' ';
    } else if (out.compare(i, 2, "/*") == 0) {
      std::size_t e = out.find("*/", i + 2);
      e = e == std::string::npos ? out.size() : e + 2;
      for (; i < e; ++i)
        if (out[i] != '\n') out[i] = ' ';
    } else if (out[i] == '"' || out[i] == '\'') {
      char q = out[i++];
      while (i < out.size() && out[i] != q && out[i] != '\n') {
        if (out[i] == '\\' && i + 1 < out.size()) out[i++] = ' ';
        out[i++] = ' ';
      }
      ++i;
    } else {
      ++i;
    }
  }
  return out;
}

std::vector<std::string> split_dots(std::string_view s) {
  std::vector<std::string> out;
  std::size_t a = 0;
  while (a <= s.size()) {
    std::size_t d = s.find('.', a);
    if (d == std::string_view::npos) d = s.size();
    out.emplace_back(s.substr(a, d - a));
    a = d + 1;
  }
  return out;
}

std::string no_space(std::string_view s) {
  std::string out;
  for (char c : s)
    if (!std::isspace(static_cast<unsigned char>(c))) out.push_back(c);
  return out;
}

/// A file's package and the packages it star-imports (its header).
struct Header {
  std::string package;
  std::vector<std::string> star_packages;
};

Header read_header(const fs::path& file) {
  Header h;
  std::string code = code_only(read_file(file));
  std::size_t i = 0;
  while (i < code.size()) {
    while (i < code.size() && std::isspace(static_cast<unsigned char>(code[i]))) ++i;
    std::size_t semi = code.find(';', i);
    if (semi == std::string::npos) break;
    std::string_view stmt(code.data() + i, semi - i);
    auto keyword = [&](std::string_view k) {
      return stmt.starts_with(k) && stmt.size() > k.size() && std::isspace(static_cast<unsigned char>(stmt[k.size()]));
    };
    if (keyword("package")) {
      h.package = no_space(stmt.substr(7));
    } else if (keyword("import")) {
      std::string name = no_space(stmt.substr(6));
      if (!name.starts_with("static") && name.ends_with(".*")) h.star_packages.push_back(name.substr(0, name.size() - 2));
    } else if (!stmt.starts_with("@")) {
      break;  // the first type declaration ends the header
    }
    i = semi + 1;
  }
  return h;
}

/// read_header, remembered per file (size and time of last write): a file
/// with many import sites is read once.
Header header_of(const fs::path& file) {
  static std::mutex mu;
  static std::map<std::string, std::pair<std::string, Header>> cache;
  std::error_code ec;
  auto size = fs::file_size(file, ec);
  auto time = fs::last_write_time(file, ec);
  std::string stamp = std::to_string(size) + ":" + std::to_string(time.time_since_epoch().count());
  {
    std::lock_guard<std::mutex> lock(mu);
    if (auto it = cache.find(file.string()); it != cache.end() && it->second.first == stamp) return it->second.second;
  }
  Header h = read_header(file);
  std::lock_guard<std::mutex> lock(mu);
  if (cache.size() > 200000) cache.clear();  // bounded: a huge tree re-reads
  cache[file.string()] = {stamp, h};
  return h;
}

/// The directory packages are relative to: the file's directory less its
/// package's components (the file's own directory when they do not match).
fs::path source_root(const fs::path& file, const std::string& package) {
  fs::path dir = file.parent_path();
  if (package.empty()) return dir;
  auto parts = split_dots(package);
  fs::path d = dir;
  for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
    if (d.filename() != *it) return dir;
    d = d.parent_path();
  }
  return d;
}

bool has_main(const fs::path& file) {
  std::string code = code_only(read_file(file));
  for (std::size_t p = code.find("main"); p != std::string::npos; p = code.find("main", p + 4)) {
    if (p > 0 && (std::isalnum(static_cast<unsigned char>(code[p - 1])) || code[p - 1] == '_')) continue;
    std::size_t a = p + 4;
    while (a < code.size() && std::isspace(static_cast<unsigned char>(code[a]))) ++a;
    if (a >= code.size() || code[a] != '(') continue;
    std::size_t from = p >= 120 ? p - 120 : 0;
    std::string_view before(code.data() + from, p - from);
    std::size_t stmt = before.find_last_of(";{}");
    if (stmt != std::string_view::npos) before = before.substr(stmt + 1);
    if (before.find("static") != std::string_view::npos && before.find("void") != std::string_view::npos) return true;
  }
  return false;
}

bool skipped_dir(const std::string& n) {
  return n.empty() || n[0] == '.' || n == "build" || n == "target" || n == "out" || n == "node_modules";
}

std::vector<fs::path> main_files(const fs::path& dir) {
  std::vector<fs::path> out;
  std::error_code ec;
  std::size_t seen = 0;
  fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
  for (; !ec && it != end && seen < kMaxWalkFiles; it.increment(ec)) {
    if (it->is_directory(ec)) {
      if (it.depth() >= 16 || skipped_dir(it->path().filename().string()) || it->is_symlink(ec)) it.disable_recursion_pending();
      continue;
    }
    if (it->path().extension() != ".java" || !it->is_regular_file(ec)) continue;
    ++seen;
    if (has_main(it->path())) out.push_back(it->path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

ProjectEntry entry_of(const fs::path& dir) {
  auto mains = main_files(dir);
  if (mains.size() == 1) return {mains[0].string(), {}};
  std::vector<fs::path> named;
  for (const fs::path& p : mains)
    if (p.filename() == "Main.java") named.push_back(p);
  if (named.size() == 1) return {named[0].string(), {}};
  std::string needs = "a class with `public static void main(String[] args)`";
  if (!mains.empty()) needs += " in one file, or one Main.java (" + std::to_string(mains.size()) + " files have main)";
  return {{}, needs};
}

/// The entry of a source root, remembered: it is not linked as a module
/// (classes that name it see the running entry's globals instead).
std::string cached_entry(const fs::path& root) {
  static std::mutex mu;
  static std::map<std::string, std::string> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto it = cache.find(root.string());
  if (it == cache.end()) it = cache.emplace(root.string(), entry_of(root).file).first;
  return it->second;
}

bool same_file(const fs::path& a, const fs::path& b) {
  std::error_code ec;
  return fs::equivalent(a, b, ec);
}

bool is_file(const fs::path& p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);
}

// --- the lowerer's import sites ------------------------------------------------------

std::string_view node_text(TSNode n, std::string_view src) {
  std::uint32_t a = ts_node_start_byte(n), e = ts_node_end_byte(n);
  if (e > src.size() || a > e) return {};
  return src.substr(a, e - a);
}

bool is_jdk(std::string_view name) {
  for (std::string_view p : {"java.", "javax.", "jdk.", "sun.", "com.sun.", "org.w3c.", "org.xml."})
    if (name.starts_with(p)) return true;
  return false;
}

/// Classes of java.lang and the JDK packages programs star-import most: the
/// runtime's, never looked up as project files.
const std::unordered_set<std::string_view>& jdk_names() {
  static const std::unordered_set<std::string_view> names = {
      "String", "Object", "System", "Math", "StrictMath", "Integer", "Long", "Double", "Float", "Boolean",
      "Character", "Byte", "Short", "Number", "StringBuilder", "StringBuffer", "CharSequence", "Comparable",
      "Iterable", "Runnable", "Thread", "Class", "Void", "Enum", "Record", "Override", "Deprecated",
      "SuppressWarnings", "FunctionalInterface", "SafeVarargs", "AutoCloseable", "Cloneable", "Throwable",
      "Exception", "Error", "RuntimeException", "IllegalArgumentException", "IllegalStateException",
      "ArithmeticException", "NullPointerException", "IndexOutOfBoundsException", "ClassCastException",
      "ArrayIndexOutOfBoundsException", "StringIndexOutOfBoundsException", "NumberFormatException",
      "UnsupportedOperationException", "InterruptedException", "CloneNotSupportedException",
      "NegativeArraySizeException", "StackOverflowError", "OutOfMemoryError", "AssertionError",
      "List", "ArrayList", "LinkedList", "Map", "HashMap", "TreeMap", "LinkedHashMap", "Set", "HashSet",
      "TreeSet", "LinkedHashSet", "Collection", "Collections", "Arrays", "Iterator", "ListIterator", "Deque",
      "ArrayDeque", "Queue", "PriorityQueue", "Stack", "Vector", "Optional", "OptionalInt", "Objects",
      "Scanner", "Random", "StringJoiner", "Comparator", "NoSuchElementException",
      "ConcurrentModificationException", "Function", "BiFunction", "Supplier", "Consumer", "BiConsumer",
      "Predicate", "BiPredicate", "UnaryOperator", "BinaryOperator", "IntFunction", "IntPredicate",
      "IntUnaryOperator", "IntBinaryOperator", "ToIntFunction", "Collectors", "Stream", "IntStream",
      "LongStream", "DoubleStream", "IOException", "UncheckedIOException", "BufferedReader",
      "InputStreamReader", "PrintStream", "BigInteger", "BigDecimal", "Entry", "EnumMap", "EnumSet",
      "AbstractMap", "SimpleEntry", "IntSummaryStatistics", "DoubleSummaryStatistics", "LongSummaryStatistics",
      "RetentionPolicy", "ElementType", "Retention", "Target", "Iterator", "Spliterator", "AtomicInteger",
      "AtomicLong", "LongAdder", "ConcurrentHashMap", "CopyOnWriteArrayList", "TimeUnit", "LocalDate", "Duration",
      "Pattern", "Matcher"};
  return names;
}

/// A class name: capitalised, not a CONSTANT.
bool capitalised(std::string_view s) {
  return !s.empty() && std::isupper(static_cast<unsigned char>(s[0])) &&
         std::any_of(s.begin(), s.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)); });
}

struct Walk {
  std::string_view src;
  std::set<std::string> declared;  // classes and type parameters of the file
  std::vector<std::pair<std::string, TSNode>> used;  // first use of each name, in order
  std::set<std::string> early;     // named by extends/implements
  std::set<std::string> seen;

  void use(TSNode n, bool in_super) {
    std::string t(node_text(n, src));
    if (!capitalised(t)) return;
    if (in_super) early.insert(t);
    if (seen.insert(t).second) used.emplace_back(t, n);
  }
  void visit(TSNode n, bool in_super, int depth) {
    if (depth > 400) return;
    std::string_view type = ts_node_type(n);
    if (type == "import_declaration" || type == "package_declaration") return;
    if (type == "class_declaration" || type == "interface_declaration" || type == "enum_declaration" ||
        type == "record_declaration" || type == "annotation_type_declaration") {
      TSNode nm = ts_node_child_by_field_name(n, "name", 4);
      if (!ts_node_is_null(nm)) declared.insert(std::string(node_text(nm, src)));
    } else if (type == "type_parameter") {
      if (ts_node_named_child_count(n) > 0) declared.insert(std::string(node_text(ts_node_named_child(n, 0), src)));
    } else if (type == "superclass" || type == "super_interfaces" || type == "extends_interfaces") {
      in_super = true;
    } else if (type == "type_identifier") {
      use(n, in_super);
      return;
    } else if (type == "method_invocation" || type == "field_access") {
      TSNode obj = ts_node_child_by_field_name(n, "object", 6);
      if (!ts_node_is_null(obj) && std::string_view(ts_node_type(obj)) == "identifier") use(obj, in_super);
    } else if (type == "method_reference") {
      if (ts_node_named_child_count(n) > 0 && std::string_view(ts_node_type(ts_node_named_child(n, 0))) == "identifier")
        use(ts_node_named_child(n, 0), in_super);
    }
    // a scoped type Outer.Inner names Outer only
    if (type == "scoped_type_identifier") {
      if (ts_node_named_child_count(n) > 0) visit(ts_node_named_child(n, 0), in_super, depth + 1);
      return;
    }
    for (TSNode k : frontend_support::ts_named_children(n)) visit(k, in_super, depth + 1);
  }
};

}  // namespace

std::vector<JavaImportSite> plan_java_imports(TSNode root, std::string_view src) {
  std::vector<JavaImportSite> out;
  std::set<std::string> imported;
  for (TSNode k : frontend_support::ts_named_children(root)) {
    if (std::string_view(ts_node_type(k)) != "import_declaration") continue;
    std::string_view raw = node_text(k, src);
    if (!raw.starts_with("import")) continue;
    raw.remove_prefix(6);
    while (!raw.empty() && std::isspace(static_cast<unsigned char>(raw[0]))) raw.remove_prefix(1);
    bool is_static = raw.starts_with("static") && raw.size() > 6 && std::isspace(static_cast<unsigned char>(raw[6]));
    if (is_static) raw.remove_prefix(6);
    std::string t = no_space(raw.substr(0, raw.find(';')));
    if (t.empty()) continue;
    if (is_jdk(t)) {  // the runtime's classes, by their simple names
      if (!t.ends_with(".*")) imported.insert(t.substr(t.rfind('.') + 1));
      continue;
    }
    if (t.ends_with(".*")) continue;  // packages are searched by name; a static star import is not linked
    std::string last = t.substr(t.rfind('.') + 1);
    imported.insert(last);
    if (is_static) out.push_back({"import:" + t, last, k, false});
    else out.push_back({"import*:" + t, "", k, false});
  }
  Walk w{src, {}, {}, {}, {}};
  w.visit(root, false, 0);
  for (JavaImportSite& site : out)  // a single-type import a class extends is linked before it
    if (site.bound.empty()) site.early = w.early.count(site.hint.substr(site.hint.rfind('.') + 1)) > 0;
  for (const auto& [name, node] : w.used) {
    if (w.declared.count(name) || imported.count(name) || jdk_names().count(name)) continue;
    out.push_back({"import*:" + name, "", node, w.early.count(name) > 0});
  }
  return out;
}

ImportResolution resolve_java_import(const ImportQuery& q) {
  ImportResolution r;
  std::string_view spec = q.specifier;
  if (spec.empty() || spec.find('/') != std::string_view::npos || spec.find("..") != std::string_view::npos) return r;
  fs::path importer(q.importer);
  Header h = header_of(importer);
  fs::path root = source_root(importer, h.package);
  std::string entry = cached_entry(root);
  auto module = [&](const fs::path& f, const std::string& name) {
    if (same_file(f, importer) || (!entry.empty() && same_file(f, entry))) return false;
    r.modules.push_back({f.string(), name, {}});
    return true;
  };
  if (spec.find('.') == std::string_view::npos) {
    // a class the file uses: its own package, then the packages it star-imports
    std::string file = std::string(spec) + ".java";
    auto qualified = [&](const std::string& pkg) { return pkg.empty() ? std::string(spec) : pkg + "." + std::string(spec); };
    if (is_file(importer.parent_path() / file)) {
      module(importer.parent_path() / file, qualified(h.package));
      return r;  // the own package's class shadows the star imports (even the entry's)
    }
    std::vector<std::string> stars = h.star_packages;
    stars.push_back("java.lang");  // imported by every file (found when the project is the JDK's own source)
    for (const std::string& p : stars) {
      fs::path dir = root;
      for (const std::string& part : split_dots(p)) dir /= part;
      if (is_file(dir / file) && module(dir / file, qualified(p))) return r;
    }
    return r;
  }
  auto parts = split_dots(spec);
  for (std::size_t k = parts.size(); k >= 1; --k) {
    fs::path f = root;
    std::string name;
    for (std::size_t j = 0; j < k; ++j) {
      f /= j + 1 == k ? parts[j] + ".java" : parts[j];
      name += (j ? "." : "") + parts[j];
    }
    if (!is_file(f)) continue;
    if (!module(f, name)) return r;
    if (k < parts.size())  // a member (static import) or nested class: the class, then its fields
      r.fields.assign(parts.begin() + static_cast<std::ptrdiff_t>(k - 1), parts.end());
    return r;
  }
  return r;
}

ProjectEntry java_project_entry(const std::string& dir) { return entry_of(dir); }

}  // namespace reddragon::java
