/* plugin.h - the RedDragon plugin ABI: one C entry symbol per library.
 *
 * Every plugin library exports
 *     const rd_plugin_info* reddragon_plugin_info(void);
 * returning a static descriptor whose FIRST field is the API version. The
 * host reads api_version before touching anything else, then abi_tag, and
 * refuses the plugin (with a message naming both versions) on mismatch.
 *
 * ABI policy: registration passes C++ objects (Frontend, Pass, ...) across
 * the boundary, so a plugin must be built against the same SDK API version
 * AND with an ABI-compatible C++ toolchain (Itanium ABI, libstdc++ with the
 * same _GLIBCXX_USE_CXX11_ABI). Both are recorded in the descriptor.
 *
 * Bump RD_PLUGIN_API_VERSION when: an opcode or operand kind is added or
 * changed (opcodes.def, operators.def), a field of ir::Instruction/Literal/
 * Module changes, a virtual function is added/removed/changed in any
 * interface under reddragon/ (Frontend, Pass, Resolver, LlmClient,
 * Registrar, vm::Vm), a hook is added to vm::LanguageRuntime, the layout of
 * a value or heap object (reddragon/vm/value.hpp, objects.hpp) changes, or
 * this struct changes. Adding a non-virtual helper does not.
 */
#ifndef REDDRAGON_PLUGIN_PLUGIN_H
#define REDDRAGON_PLUGIN_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#define RD_PLUGIN_API_VERSION 14u  /* 2: Module::entry_point; 3: language runtimes (ADR 0008); 4: generators (Vm::resume); 5: AccessorObj, ClassObj::meta, LanguageRuntime::exit_request; 6: Vm::where, Vm::raised_where (source positions of activations); 7: LanguageRuntime::ignore_extra_args; 8: LowerOptions::llm (LLM boundaries 1 and 2), LlmRequest::usage; 9: Frontend::resolve_import, module_convention, project_entry (projects, reddragon/frontend/project.hpp); 10: Module::files (a linked program's file per instruction), ModuleConvention::links_with (JS/TS modules in one program); 11: LowerOutput::inputs (files a lowering read besides the source, for the module cache); 12: ImportQuery::files (a program of the files given, `run a.c b.c`), LanguageRuntime::format_uncaught; 13: Obj::rt_flags (a runtime's marks on its objects); 14: LanguageRuntime::unbound_local, checked_dict_iteration, exact_int_limit (fields the kernel reads from a plugin's runtime: an older plugin's struct is shorter), Vm::write_err, Value::none_marked */
#define RD_PLUGIN_ENTRY_SYMBOL "reddragon_plugin_info"

#define RD_STRINGIFY_(x) #x
#define RD_STRINGIFY(x) RD_STRINGIFY_(x)
#if defined(__GLIBCXX__)
#define RD_ABI_TAG "itanium;libstdc++;cxx11abi=" RD_STRINGIFY(_GLIBCXX_USE_CXX11_ABI)
#elif defined(_LIBCPP_VERSION)
#define RD_ABI_TAG "itanium;libc++"
#else
#define RD_ABI_TAG "unknown"
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef enum rd_plugin_kind {
  RD_PLUGIN_FRONTEND = 1,
  RD_PLUGIN_PASS = 2,
  RD_PLUGIN_RESOLVER = 3,
  RD_PLUGIN_LLM_CLIENT = 4
} rd_plugin_kind;

/* Opaque on the C side; it is a reddragon::Registrar on the C++ side. */
typedef struct rd_registrar rd_registrar;

typedef struct rd_plugin_info {
  uint32_t api_version;   /* RD_PLUGIN_API_VERSION the plugin was built with */
  const char* abi_tag;    /* RD_ABI_TAG of the plugin's compiler */
  const char* name;       /* unique plugin name, e.g. "python" */
  const char* version;    /* the plugin's own version, e.g. "0.1.0" */
  uint32_t kind;          /* rd_plugin_kind */
  /* Registers the plugin's objects. Returns 0 on success; otherwise writes
   * a NUL-terminated message of at most error_len bytes into error.
   * Must not throw (REDDRAGON_PLUGIN wraps it). */
  int (*register_plugin)(rd_registrar* registrar, char* error, size_t error_len);
} rd_plugin_info;

typedef const rd_plugin_info* (*rd_plugin_entry_fn)(void);

#ifdef __cplusplus
}
#endif

#endif /* REDDRAGON_PLUGIN_PLUGIN_H */
