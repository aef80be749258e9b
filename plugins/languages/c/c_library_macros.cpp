// c_library_macros.cpp - object-like macros of the C library headers the
// preprocessor predefines (#include is a no-op): <inttypes.h> format
// strings, <stdint.h> and <limits.h> limits, <float.h>, <math.h>
// constants, as glibc defines them for gcc on x86-64 (LP64), and the
// compiler's own predefined macros (__STDC_VERSION__, __GNUC__, ...).
#include "c_preproc.hpp"

namespace reddragon::c {

namespace {

using Table = std::vector<std::pair<std::string, std::string>>;

/// PRI<c><kind> / SCN<c><kind> for every conversion letter and width kind.
void add_format_macros(Table& t) {
  // length modifier of each integer kind: int8/16/32 need none for printf
  // (promoted to int) but scanf stores hh/h; 64-bit, fast16/32/64, max
  // and ptr are long on LP64.
  struct Kind { const char* suffix; const char* pri; const char* scn; };
  const Kind kinds[] = {
      {"8", "", "hh"},       {"16", "", "h"},        {"32", "", ""},         {"64", "l", "l"},
      {"LEAST8", "", "hh"},  {"LEAST16", "", "h"},   {"LEAST32", "", ""},    {"LEAST64", "l", "l"},
      {"FAST8", "", "hh"},   {"FAST16", "l", "l"},   {"FAST32", "l", "l"},   {"FAST64", "l", "l"},
      {"MAX", "l", "l"},     {"PTR", "l", "l"}};
  for (const Kind& k : kinds)
    for (char c : std::string("diouxX")) {
      t.emplace_back(std::string("PRI") + c + k.suffix, std::string("\"") + k.pri + c + "\"");
      if (c != 'X') t.emplace_back(std::string("SCN") + c + k.suffix, std::string("\"") + k.scn + c + "\"");
    }
}

Table build() {
  Table t = {
      // <stdint.h>
      {"INT8_MIN", "(-128)"}, {"INT16_MIN", "(-32767-1)"}, {"INT8_MAX", "(127)"}, {"INT16_MAX", "(32767)"},
      {"UINT8_MAX", "(255)"}, {"UINT16_MAX", "(65535)"},
      {"INT_LEAST8_MIN", "(-128)"}, {"INT_LEAST8_MAX", "(127)"}, {"UINT_LEAST8_MAX", "(255)"},
      {"INT_LEAST16_MIN", "(-32767-1)"}, {"INT_LEAST16_MAX", "(32767)"}, {"UINT_LEAST16_MAX", "(65535)"},
      {"INT_LEAST32_MIN", "(-2147483647-1)"}, {"INT_LEAST32_MAX", "(2147483647)"}, {"UINT_LEAST32_MAX", "(4294967295U)"},
      {"INT_LEAST64_MIN", "(-9223372036854775807L-1)"}, {"INT_LEAST64_MAX", "(9223372036854775807L)"},
      {"UINT_LEAST64_MAX", "(18446744073709551615UL)"},
      {"INT_FAST8_MIN", "(-128)"}, {"INT_FAST8_MAX", "(127)"}, {"UINT_FAST8_MAX", "(255)"},
      {"INT_FAST16_MIN", "(-9223372036854775807L-1)"}, {"INT_FAST16_MAX", "(9223372036854775807L)"},
      {"UINT_FAST16_MAX", "(18446744073709551615UL)"},
      {"INT_FAST32_MIN", "(-9223372036854775807L-1)"}, {"INT_FAST32_MAX", "(9223372036854775807L)"},
      {"UINT_FAST32_MAX", "(18446744073709551615UL)"},
      {"INT_FAST64_MIN", "(-9223372036854775807L-1)"}, {"INT_FAST64_MAX", "(9223372036854775807L)"},
      {"UINT_FAST64_MAX", "(18446744073709551615UL)"},
      {"INTMAX_MIN", "(-9223372036854775807L-1)"}, {"INTMAX_MAX", "(9223372036854775807L)"},
      {"UINTMAX_MAX", "(18446744073709551615UL)"}, {"INTPTR_MIN", "(-9223372036854775807L-1)"},
      {"INTPTR_MAX", "(9223372036854775807L)"}, {"UINTPTR_MAX", "(18446744073709551615UL)"},
      {"PTRDIFF_MIN", "(-9223372036854775807L-1)"}, {"PTRDIFF_MAX", "(9223372036854775807L)"},
      {"SIG_ATOMIC_MIN", "(-2147483647-1)"}, {"SIG_ATOMIC_MAX", "(2147483647)"},
      {"WCHAR_MIN", "(-2147483647-1)"}, {"WCHAR_MAX", "(2147483647)"}, {"WINT_MIN", "(0u)"}, {"WINT_MAX", "(4294967295u)"},
      // <limits.h>
      {"ULLONG_MAX", "18446744073709551615ULL"}, {"MB_LEN_MAX", "16"},
      // <float.h>
      {"FLT_RADIX", "2"}, {"FLT_MANT_DIG", "24"}, {"DBL_MANT_DIG", "53"}, {"LDBL_MANT_DIG", "64"},
      {"FLT_DIG", "6"}, {"DBL_DIG", "15"}, {"FLT_DECIMAL_DIG", "9"}, {"DBL_DECIMAL_DIG", "17"}, {"DECIMAL_DIG", "21"},
      {"FLT_MIN_EXP", "(-125)"}, {"DBL_MIN_EXP", "(-1021)"}, {"FLT_MAX_EXP", "128"}, {"DBL_MAX_EXP", "1024"},
      {"FLT_MIN_10_EXP", "(-37)"}, {"DBL_MIN_10_EXP", "(-307)"}, {"FLT_MAX_10_EXP", "38"}, {"DBL_MAX_10_EXP", "308"},
      {"FLT_MAX", "3.40282346638528859811704183484516925e+38F"}, {"DBL_MAX", "((double)1.79769313486231570814527423731704357e+308L)"},
      {"FLT_MIN", "1.17549435082228750796873653722224568e-38F"}, {"DBL_MIN", "((double)2.22507385850720138309023271733240406e-308L)"},
      {"FLT_EPSILON", "1.19209289550781250000000000000000000e-7F"}, {"DBL_EPSILON", "((double)2.22044604925031308084726333618164062e-16L)"},
      // long double as x86-64's 80-bit format counts it (runtime/c_long_double.cpp)
      {"LDBL_MAX", "1.18973149535723176502126385303097021e+4932L"}, {"LDBL_MIN", "3.36210314311209350626267781732175260e-4932L"},
      {"LDBL_TRUE_MIN", "3.64519953188247460252840593361941982e-4951L"},
      {"LDBL_DIG", "18"}, {"LDBL_DECIMAL_DIG", "21"}, {"LDBL_MIN_EXP", "(-16381)"}, {"LDBL_MAX_EXP", "16384"},
      {"LDBL_MIN_10_EXP", "(-4931)"}, {"LDBL_MAX_10_EXP", "4932"}, {"LDBL_EPSILON", "1.08420217248550443400745280086994171e-19L"},
      {"HUGE_VALL", "(__c_inf())"},
      {"FLT_TRUE_MIN", "1.40129846432481707092372958328991613e-45F"}, {"DBL_TRUE_MIN", "((double)4.94065645841246544176568792868221372e-324L)"},
      // <math.h> (M_* are POSIX/GNU, visible with gcc's default dialect)
      {"M_LOG2E", "1.4426950408889634074"}, {"M_LOG10E", "0.43429448190325182765"}, {"M_LN2", "0.69314718055994530942"},
      {"M_LN10", "2.30258509299404568402"}, {"M_PI_2", "1.57079632679489661923"}, {"M_PI_4", "0.78539816339744830962"},
      {"M_1_PI", "0.31830988618379067154"}, {"M_2_PI", "0.63661977236758134308"}, {"M_2_SQRTPI", "1.12837916709551257390"},
      {"M_SQRT1_2", "0.70710678118654752440"},
      {"FP_NAN", "0"}, {"FP_INFINITE", "1"}, {"FP_ZERO", "2"}, {"FP_SUBNORMAL", "3"}, {"FP_NORMAL", "4"},
      {"NAN", "(__c_nan())"}, {"INFINITY", "(__c_inf())"}, {"HUGE_VAL", "(__c_inf())"}, {"HUGE_VALF", "(__c_inf())"},
      // <errno.h>: errno is a cell the library sets (runtime/c_errno.cpp); codes as Linux numbers them
      {"errno", "(__c_errno[0])"}, {"EPERM", "1"}, {"ENOENT", "2"}, {"ESRCH", "3"}, {"EINTR", "4"}, {"EIO", "5"},
      {"ENXIO", "6"}, {"E2BIG", "7"}, {"ENOEXEC", "8"}, {"EBADF", "9"}, {"ECHILD", "10"}, {"EAGAIN", "11"},
      {"ENOMEM", "12"}, {"EACCES", "13"}, {"EFAULT", "14"}, {"EBUSY", "16"}, {"EEXIST", "17"}, {"EXDEV", "18"},
      {"ENODEV", "19"}, {"ENOTDIR", "20"}, {"EISDIR", "21"}, {"EINVAL", "22"}, {"ENFILE", "23"}, {"EMFILE", "24"},
      {"ENOTTY", "25"}, {"EFBIG", "27"}, {"ENOSPC", "28"}, {"ESPIPE", "29"}, {"EROFS", "30"}, {"EMLINK", "31"},
      {"EPIPE", "32"}, {"EDOM", "33"}, {"ERANGE", "34"}, {"EDEADLK", "35"}, {"ENAMETOOLONG", "36"}, {"ENOSYS", "38"},
      {"ENOTEMPTY", "39"}, {"EILSEQ", "84"}, {"EOVERFLOW", "75"}, {"ETIMEDOUT", "110"},
      // <locale.h> (glibc's category numbers)
      {"LC_CTYPE", "0"}, {"LC_NUMERIC", "1"}, {"LC_TIME", "2"}, {"LC_COLLATE", "3"}, {"LC_MONETARY", "4"},
      {"LC_MESSAGES", "5"}, {"LC_ALL", "6"},
      // <signal.h> (Linux numbers)
      {"SIGHUP", "1"}, {"SIGINT", "2"}, {"SIGQUIT", "3"}, {"SIGILL", "4"}, {"SIGTRAP", "5"}, {"SIGABRT", "6"},
      {"SIGBUS", "7"}, {"SIGFPE", "8"}, {"SIGKILL", "9"}, {"SIGUSR1", "10"}, {"SIGSEGV", "11"}, {"SIGUSR2", "12"},
      {"SIGPIPE", "13"}, {"SIGALRM", "14"}, {"SIGTERM", "15"}, {"SIGCHLD", "17"}, {"SIGCONT", "18"}, {"SIGSTOP", "19"},
      {"SIG_DFL", "0"}, {"SIG_IGN", "1"}, {"SIG_ERR", "(-1)"},
      // <stdio.h> / <stdlib.h>
      {"BUFSIZ", "8192"}, {"FILENAME_MAX", "4096"}, {"FOPEN_MAX", "16"}, {"L_tmpnam", "20"}, {"TMP_MAX", "238328"},
      {"SEEK_SET", "0"}, {"SEEK_CUR", "1"}, {"SEEK_END", "2"}, {"MB_CUR_MAX", "1"},
      {"_IOFBF", "0"}, {"_IOLBF", "1"}, {"_IONBF", "2"},
      {"CLOCKS_PER_SEC", "((long)1000000)"},
      // the compiler's own: gcc 12.2 -std=c11 on x86-64 Linux
      {"__STDC__", "1"}, {"__STDC_VERSION__", "201112L"}, {"__STDC_HOSTED__", "1"}, {"__STRICT_ANSI__", "1"},
      {"__STDC_IEC_559__", "1"}, {"__STDC_IEC_559_COMPLEX__", "1"}, {"__STDC_ISO_10646__", "201706L"},
      {"__STDC_UTF_16__", "1"}, {"__STDC_UTF_32__", "1"},
      {"__GNUC__", "12"}, {"__GNUC_MINOR__", "2"}, {"__GNUC_PATCHLEVEL__", "0"}, {"__VERSION__", "\"12.2.0\""},
      {"__x86_64__", "1"}, {"__x86_64", "1"}, {"__amd64__", "1"}, {"__amd64", "1"}, {"__linux__", "1"}, {"__linux", "1"},
      {"__gnu_linux__", "1"}, {"__unix__", "1"}, {"__unix", "1"}, {"__ELF__", "1"}, {"__LP64__", "1"}, {"_LP64", "1"},
      {"__CHAR_BIT__", "8"}, {"__SIZEOF_SHORT__", "2"}, {"__SIZEOF_INT__", "4"}, {"__SIZEOF_LONG__", "8"},
      {"__SIZEOF_LONG_LONG__", "8"}, {"__SIZEOF_POINTER__", "8"}, {"__SIZEOF_FLOAT__", "4"}, {"__SIZEOF_DOUBLE__", "8"},
      {"__SIZEOF_LONG_DOUBLE__", "16"}, {"__SIZEOF_SIZE_T__", "8"}, {"__SIZEOF_WCHAR_T__", "4"}, {"__SIZEOF_PTRDIFF_T__", "8"},
      {"__ORDER_LITTLE_ENDIAN__", "1234"}, {"__ORDER_BIG_ENDIAN__", "4321"}, {"__ORDER_PDP_ENDIAN__", "3412"},
      {"__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__"}, {"__SCHAR_MAX__", "0x7f"}, {"__SHRT_MAX__", "0x7fff"},
      {"__INT_MAX__", "0x7fffffff"}, {"__LONG_MAX__", "0x7fffffffffffffffL"}, {"__LONG_LONG_MAX__", "0x7fffffffffffffffLL"}};
  add_format_macros(t);
  return t;
}

}  // namespace

const std::vector<std::pair<std::string, std::string>>& library_macros() {
  static const Table table = build();
  return table;
}

}  // namespace reddragon::c
