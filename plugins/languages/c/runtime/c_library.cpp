// c_library.cpp - the table of C library functions defined outside
// c_runtime.cpp (c_rand.cpp, c_scanf.cpp, c_string_more.cpp,
// c_stdlib_more.cpp), and the float (f-suffixed) and long double
// (l-suffixed) variants of <math.h>: the same functions, results rounded
// to float for the f forms (long double is computed as double).
#include <cerrno>
#include <cmath>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

Value c_srand(Vm&, const Value&, Args&);
Value c_rand(Vm&, const Value&, Args&);
Value c_sscanf(Vm&, const Value&, Args&);
Value c_vsscanf(Vm&, const Value&, Args&);
Value c_vfscanf(Vm&, const Value&, Args&);
Value c_vscanf(Vm&, const Value&, Args&);
Value c_setvbuf(Vm&, const Value&, Args&);
Value c_stdio_nothing(Vm&, const Value&, Args&);
Value c_u64(Vm&, const Value&, Args&);
Value c_flex(Vm&, const Value&, Args&);
Value c_vla_size(Vm&, const Value&, Args&);
Value c_alloc_rows(Vm&, const Value&, Args&);
template <bool Delim>
Value c_getdelim(Vm&, const Value&, Args&);
Value c_mbs_copy(Vm&, const Value&, Args&);
Value c_wc_same(Vm&, const Value&, Args&);
Value c_gmtime(Vm&, const Value&, Args&);
Value c_gmtime_r(Vm&, const Value&, Args&);
Value c_timegm(Vm&, const Value&, Args&);
Value c_difftime(Vm&, const Value&, Args&);
Value c_strftime(Vm&, const Value&, Args&);
Value c_asctime(Vm&, const Value&, Args&);
Value c_ctime(Vm&, const Value&, Args&);

Value c_tmpfile(Vm&, const Value&, Args&);
Value c_open_memstream(Vm&, const Value&, Args&);
Value c_fmemopen(Vm&, const Value&, Args&);
Value c_fclose(Vm&, const Value&, Args&);
Value c_fflush(Vm&, const Value&, Args&);
Value c_fwrite(Vm&, const Value&, Args&);
Value c_fread(Vm&, const Value&, Args&);
Value c_ungetc(Vm&, const Value&, Args&);
Value c_feof(Vm&, const Value&, Args&);
Value c_ferror(Vm&, const Value&, Args&);
Value c_ftell(Vm&, const Value&, Args&);
Value c_fseek(Vm&, const Value&, Args&);
Value c_rewind(Vm&, const Value&, Args&);

Value c_strspn(Vm&, const Value&, Args&);
Value c_strcspn(Vm&, const Value&, Args&);
Value c_strpbrk(Vm&, const Value&, Args&);
Value c_strnlen(Vm&, const Value&, Args&);
Value c_strndup(Vm&, const Value&, Args&);
template <bool Bounded>
Value c_strcasecmp(Vm&, const Value&, Args&);
Value c_memchr(Vm&, const Value&, Args&);
Value c_strtok_r(Vm&, const Value&, Args&);
Value c_strsep(Vm&, const Value&, Args&);
Value c_div(Vm&, const Value&, Args&);
Value c_ldiv(Vm&, const Value&, Args&);
Value c_bsearch(Vm&, const Value&, Args&);
Value c_nan(Vm&, const Value&, Args&);
Value c_inf(Vm&, const Value&, Args&);
Value c_isnan(Vm&, const Value&, Args&);
Value c_isinf(Vm&, const Value&, Args&);
Value c_isfinite(Vm&, const Value&, Args&);
Value c_signbit(Vm&, const Value&, Args&);
Value c_lround(Vm&, const Value&, Args&);
Value c_lrint(Vm&, const Value&, Args&);
Value c_ldexp(Vm&, const Value&, Args&);
Value c_ilogb(Vm&, const Value&, Args&);
Value c_frexp(Vm&, const Value&, Args&);
Value c_modf(Vm&, const Value&, Args&);
Value c_assert_fail(Vm&, const Value&, Args&);
Value c_zero(Vm&, const Value&, Args&);
Value c_ignore(Vm&, const Value&, Args&);
Value c_fma(Vm&, const Value&, Args&);
Value c_isnormal(Vm&, const Value&, Args&);
Value c_fpclassify(Vm&, const Value&, Args&);
template <int Op>
Value c_fcmp(Vm&, const Value&, Args&);
Value c_remquo(Vm&, const Value&, Args&);
Value c_abs(Vm&, const Value&, Args&);
template <bool Unsigned>
Value c_strtol(Vm&, const Value&, Args&);
Value c_strtod(Vm&, const Value&, Args&);
Value c_strtold(Vm&, const Value&, Args&);
Value c_strcmp(Vm&, const Value&, Args&);
Value c_exit(Vm&, const Value&, Args&);
Value c_member_ref(Vm&, const Value&, Args&);
Value c_struct_cast(Vm&, const Value&, Args&);
Value c_sj_frame(Vm&, const Value&, Args&);
Value c_setjmp(Vm&, const Value&, Args&);
Value c_longjmp(Vm&, const Value&, Args&);
Value c_sj_catch(Vm&, const Value&, Args&);
Value c_sj_value(Vm&, const Value&, Args&);
Value c_bytes(Vm&, const Value&, Args&);
Value c_void_typed(Vm&, const Value&, Args&);
Value c_unbytes(Vm&, const Value&, Args&);
Value c_wide_fresh(Vm&, const Value&, Args&);
Value c_rewiden(Vm&, const Value&, Args&);
Value c_wide_sync(Vm&, const Value&, Args&);
Value c_errno_cell(Vm&, const Value&, Args&);
Value c_strerror(Vm&, const Value&, Args&);
Value c_strxfrm(Vm&, const Value&, Args&);
Value c_setlocale(Vm&, const Value&, Args&);
Value c_signal(Vm&, const Value&, Args&);
Value c_raise(Vm&, const Value&, Args&);
Value c_atexit(Vm&, const Value&, Args&);
void add_complex_natives(std::unordered_map<std::string_view, NativeFn>& t);
void add_long_double_natives(std::unordered_map<std::string_view, NativeFn>& t);  // c_long_double.cpp
void add_gcc_builtins(std::unordered_map<std::string_view, NativeFn>& t);  // c_builtins.cpp
Value c_exit_now(Vm&, const Value&, Args&);
Value c_at_quick_exit(Vm&, const Value&, Args&);
Value c_quick_exit(Vm&, const Value&, Args&);
#define RD_C_MATH1(X) double d_##X(double);
#define RD_C_MATH2(X) double d_##X(double, double);
#include "c_math_list.def"
#undef RD_C_MATH1
#undef RD_C_MATH2
int i_iscntrl(int);
int i_isgraph(int);
int i_isprint(int);
int i_isblank(int);

namespace {

/// F(x) with glibc's errno (EDOM, ERANGE) passed on to the program.
template <typename G>
double with_errno(Vm& in, G g) {
  errno = 0;
  double r = g();
  if (errno != 0) set_errno(in, errno);
  return r;
}
template <double (*F)(double), bool Float>
Value m1(Vm& in, const Value&, Args& a) {
  double r = with_errno(in, [&] { return F(to_d(arg(a, 0))); });
  return Value::real(Float ? static_cast<double>(static_cast<float>(r)) : r);
}
template <double (*F)(double, double), bool Float>
Value m2(Vm& in, const Value&, Args& a) {
  double r = with_errno(in, [&] { return F(to_d(arg(a, 0)), to_d(arg(a, 1))); });
  return Value::real(Float ? static_cast<double>(static_cast<float>(r)) : r);
}
template <int (*F)(int)>
Value ctype(Vm&, const Value&, Args& a) {
  std::int64_t c = to_i(arg(a, 0));
  if (c < -1 || c > 255) return Value::integer(0);
  return Value::integer(c == -1 ? 0 : F(static_cast<int>(c)));
}

using Table = std::unordered_map<std::string_view, NativeFn>;

Table build() {
  Table t = {
      {"rand", c_rand}, {"srand", c_srand}, {"random", c_rand}, {"srandom", c_srand},
      {"sscanf", pure_fn<c_sscanf>},
      {"strspn", pure_fn<c_strspn>}, {"strcspn", pure_fn<c_strcspn>}, {"strpbrk", pure_fn<c_strpbrk>},
      {"strnlen", pure_fn<c_strnlen>}, {"strndup", pure_fn<c_strndup>}, {"strcasecmp", pure_fn<c_strcasecmp<false>>},
      {"strncasecmp", pure_fn<c_strcasecmp<true>>}, {"memchr", pure_fn<c_memchr>}, {"strtok_r", c_strtok_r}, {"strsep", c_strsep},
      {"div", pure_fn<c_div>}, {"ldiv", pure_fn<c_ldiv>}, {"lldiv", pure_fn<c_ldiv>}, {"imaxdiv", pure_fn<c_ldiv>},
      {"bsearch", c_bsearch},
      {"__c_nan", c_nan}, {"__c_inf", c_inf}, {"nan", c_nan}, {"nanf", c_nan},
      {"isnan", pure_fn<c_isnan>}, {"isinf", pure_fn<c_isinf>}, {"isfinite", pure_fn<c_isfinite>},
      {"signbit", pure_fn<c_signbit>},
      {"lround", pure_fn<c_lround>}, {"llround", pure_fn<c_lround>}, {"lroundf", pure_fn<c_lround>},
      {"lrint", pure_fn<c_lrint>}, {"llrint", pure_fn<c_lrint>}, {"ldexp", pure_fn<c_ldexp>},
      {"scalbn", pure_fn<c_ldexp>}, {"ilogb", pure_fn<c_ilogb>}, {"frexp", c_frexp}, {"modf", c_modf},
      {"iscntrl", pure_fn<ctype<i_iscntrl>>}, {"isgraph", pure_fn<ctype<i_isgraph>>},
      {"isprint", pure_fn<ctype<i_isprint>>}, {"isblank", pure_fn<ctype<i_isblank>>},
      {"__c_assert_fail", c_assert_fail}, {"perror", c_ignore}, {"_Exit", c_exit_now},
      {"fma", pure_fn<c_fma>}, {"fmaf", pure_fn<c_fma>}, {"isnormal", pure_fn<c_isnormal>},
      {"fpclassify", pure_fn<c_fpclassify>}, {"isgreater", pure_fn<c_fcmp<0>>}, {"isgreaterequal", pure_fn<c_fcmp<1>>},
      {"isless", pure_fn<c_fcmp<2>>}, {"islessequal", pure_fn<c_fcmp<3>>}, {"islessgreater", pure_fn<c_fcmp<4>>},
      {"isunordered", pure_fn<c_fcmp<5>>}, {"remquo", c_remquo}, {"scalbln", pure_fn<c_ldexp>},
      {"imaxabs", pure_fn<c_abs>}, {"imaxdiv", pure_fn<c_ldiv>}, {"strtoimax", pure_fn<c_strtol<false>>}, {"strtoumax", pure_fn<c_strtol<true>>},
      {"strtold", pure_fn<c_strtold>}, {"strcoll", pure_fn<c_strcmp>}, {"__c_member_ref", c_member_ref},
      {"__c_struct_cast", c_struct_cast}, {"__c_sj_frame", c_sj_frame}, {"__c_setjmp", c_setjmp},
      {"longjmp", c_longjmp}, {"_longjmp", c_longjmp}, {"siglongjmp", c_longjmp}, {"__c_sj_catch", c_sj_catch},
      {"__c_sj_value", c_sj_value}, {"__c_bytes", c_bytes}, {"__c_void_typed", c_void_typed}, {"__c_unbytes", c_unbytes}, {"__c_wide_fresh", c_wide_fresh}, {"__c_rewiden", c_rewiden}, {"__c_wide_sync", c_wide_sync},
      {"__c_errno_cell", c_errno_cell}, {"strerror", pure_fn<c_strerror>}, {"strxfrm", c_strxfrm},
      {"setlocale", pure_fn<c_setlocale>}, {"signal", c_signal}, {"raise", c_raise}, {"atexit", c_atexit}, {"at_quick_exit", c_at_quick_exit}, {"quick_exit", c_quick_exit}, {"__c_u64", c_u64}, {"__c_flex", c_flex}, {"__c_vla_size", c_vla_size}, {"__c_alloc_rows", c_alloc_rows},
      {"tmpfile", c_tmpfile}, {"open_memstream", c_open_memstream}, {"fmemopen", c_fmemopen}, {"fclose", c_fclose},
      {"fflush", c_fflush}, {"fwrite", c_fwrite}, {"fread", c_fread}, {"ungetc", c_ungetc}, {"feof", c_feof},
      {"ferror", c_ferror}, {"ftell", c_ftell}, {"fseek", c_fseek}, {"rewind", c_rewind}, {"getline", c_getdelim<false>}, {"getdelim", c_getdelim<true>},
      {"gmtime", c_gmtime}, {"localtime", c_gmtime}, {"gmtime_r", c_gmtime_r}, {"localtime_r", c_gmtime_r},
      {"timegm", c_timegm}, {"mktime", c_timegm}, {"difftime", c_difftime}, {"strftime", c_strftime},
      {"asctime", c_asctime}, {"ctime", c_ctime},
      {"vsscanf", c_vsscanf}, {"vfscanf", c_vfscanf}, {"vscanf", c_vscanf}, {"setvbuf", c_setvbuf},
      {"setbuf", c_stdio_nothing}, {"setlinebuf", c_stdio_nothing}, {"clearerr", c_stdio_nothing},
      {"mbstowcs", c_mbs_copy}, {"wcstombs", c_mbs_copy}, {"btowc", pure_fn<c_wc_same>}, {"wctob", pure_fn<c_wc_same>}};
  // every <math.h> function of one or two doubles, with its f and l forms
  // (the plain names of the original set are in c_runtime.cpp's table)
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
#define RD_C_MATH1(X) v.push_back(#X);
#define RD_C_MATH2(X) v.push_back(#X);
#include "c_math_list.def"
#undef RD_C_MATH1
#undef RD_C_MATH2
    for (std::size_t k = 0, n = v.size(); k < n; ++k) {
      v.push_back(v[k] + "f");
      v.push_back(v[k] + "l");
    }
    return v;
  }();
  std::size_t k = 0, n = names.size() / 3;
  auto add = [&](NativeFn plain, NativeFn f, NativeFn l) {
    t.emplace(names[k], plain);
    t.emplace(names[n + 2 * k], f);
    t.emplace(names[n + 2 * k + 1], l);
    ++k;
  };
#define RD_C_MATH1(X) add(pure_fn<m1<d_##X, false>>, pure_fn<m1<d_##X, true>>, pure_fn<m1<d_##X, false>>);
#define RD_C_MATH2(X) add(pure_fn<m2<d_##X, false>>, pure_fn<m2<d_##X, true>>, pure_fn<m2<d_##X, false>>);
#include "c_math_list.def"
#undef RD_C_MATH1
#undef RD_C_MATH2
  add_complex_natives(t);
  add_long_double_natives(t);
  add_gcc_builtins(t);
  return t;
}

}  // namespace

const std::unordered_map<std::string_view, NativeFn>& library_natives() {
  static const Table table = build();
  return table;
}

}  // namespace reddragon::vm::c_rt
