// features: wide_strings, escape_sequence, char_literal, sizeof
// Wide literals hold one element per character: \u, \x and octal escapes
// give code points, so lengths, sizeof and element values count characters.
#include <stdio.h>
#include <wchar.h>

static int count_non_ascii(const wchar_t *s) {
    int n = 0;
    for (; *s; s++) n += *s > 127;
    return n;
}

int main(void) {
    const wchar_t *words[] = {L"caf\u00e9", L"na\u00efve", L"\u263A smile", L"plain", L"\x3b1\x3b2\x3b3"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        printf("word %zu: %zu chars, %d non-ascii, codes:", i, wcslen(words[i]), count_non_ascii(words[i]));
        for (const wchar_t *p = words[i]; *p; p++) printf(" %04x", (unsigned)*p);
        printf("\n");
    }
    wchar_t greek[] = L"\u03a9mega";
    wchar_t fixed[12] = L"\x263A\101";
    printf("sizeof greek = %zu (%zu elements), fixed[0]=%d fixed[1]=%d fixed[2]=%d\n", sizeof greek,
           sizeof greek / sizeof greek[0], (int)fixed[0], (int)fixed[1], (int)fixed[2]);
    wchar_t c1 = L'\u00e9', c2 = L'\x263A', c3 = L'\377', c4 = L'Z';
    printf("chars %d %d %d %d\n", (int)c1, (int)c2, (int)c3, (int)c4);
    printf("sizeof L\"ab\" = %zu, sizeof \"ab\" = %zu\n", sizeof L"ab", sizeof "ab");
    return 0;
}
