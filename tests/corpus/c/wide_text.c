// features: wide_strings, string_literal, pointer_arithmetic, ctype_h, for_statement
#include <stdio.h>
#include <wchar.h>
#include <wctype.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    const wchar_t *w = L"Hello, Wide World 123";
    wprintf(L"wcslen=%zu\n", wcslen(w));
    int upper = 0, digits = 0, spaces = 0, letters = 0;
    for (const wchar_t *p = w; *p; p++) {
        if (iswupper(*p)) upper++;
        if (iswdigit(*p)) digits++;
        if (iswspace(*p)) spaces++;
        if (iswalpha(*p)) letters++;
    }
    wprintf(L"upper=%d digits=%d spaces=%d letters=%d\n", upper, digits, spaces, letters);
    wchar_t buf[64];
    wcscpy(buf, w);
    for (size_t i = 0; buf[i]; i++) buf[i] = towlower(buf[i]);
    wprintf(L"lower: %ls\n", buf);
    wchar_t *found = wcschr(buf, L'w');
    wprintf(L"from first w: %ls (offset %d)\n", found, (int)(found - buf));
    wprintf(L"cmp=%d ncmp=%d\n", wcscmp(L"abc", L"abd") < 0, wcsncmp(L"abcx", L"abcy", 3));
    char narrow[64];
    size_t n = wcstombs(narrow, w, sizeof narrow);
    wprintf(L"narrow %zu bytes: %s\n", n, narrow);
    wchar_t back[64];
    size_t m = mbstowcs(back, "round trip", 64);
    wprintf(L"back %zu: %ls|%5lc|%-3lc|\n", m, back, L'x', L'y');
    wcscat(back, L"!!");
    wprintf(L"%ls len %zu\n", back, wcslen(back));
    long v = wcstol(L"  -4096 rest", NULL, 10);
    wprintf(L"wcstol=%ld\n", v);
    return 0;
}
