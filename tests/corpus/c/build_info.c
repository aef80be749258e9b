// features: preproc_conditional, macro_object, macro_function, sizeof
/* Prints a build report from the compiler's predefined macros, choosing
   code paths with #if the way portable headers do. */
#include <stdio.h>
#include <limits.h>

#define STR_(x) #x
#define STR(x) STR_(x)

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define C_STD "C11 or later"
#elif defined(__STDC_VERSION__)
#define C_STD "C99"
#else
#define C_STD "C89"
#endif

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define ENDIAN "little"
#else
#define ENDIAN "big"
#endif

#ifdef __GNUC__
#define UNUSED __attribute__((unused))
#define COMPILER "GNU-compatible"
#else
#define UNUSED
#define COMPILER "unknown"
#endif

#if defined(__linux__) && defined(__x86_64__)
static const char *platform = "linux/x86-64";
#else
static const char *platform = "other";
#endif

static int probe_endianness(void) {
    unsigned int one = 1;
    return *(unsigned char *)&one == 1;
}

int main(void) {
    int UNUSED spare = 0;
    printf("standard: %s (__STDC_VERSION__ = %s)\n", C_STD, STR(__STDC_VERSION__));
    printf("hosted: %d, strict: %s\n", __STDC_HOSTED__,
#ifdef __STRICT_ANSI__
           "yes"
#else
           "no"
#endif
    );
    printf("compiler: %s, platform: %s\n", COMPILER, platform);
    printf("byte order: %s (runtime check agrees: %s)\n", ENDIAN, probe_endianness() ? "yes" : "no");
    printf("sizes: int %d, long %d, pointer %d, long double %d\n", __SIZEOF_INT__, __SIZEOF_LONG__, __SIZEOF_POINTER__,
           __SIZEOF_LONG_DOUBLE__);
#if __SIZEOF_LONG__ == 8 && defined(__LP64__)
    puts("data model: LP64");
#else
    puts("data model: other");
#endif
    printf("CHAR_BIT %d = __CHAR_BIT__ %d; INT_MAX %s\n", CHAR_BIT, __CHAR_BIT__, INT_MAX == __INT_MAX__ ? "matches" : "differs");
    printf("iec 559 floats: %s\n",
#ifdef __STDC_IEC_559__
           "yes"
#else
           "no"
#endif
    );
    return 0;
}
