// features: string_h, ctype_h, snprintf, printf_flags, array, conditional_expression
#include <stdio.h>
#include <string.h>
#include <ctype.h>

static const char *doc[] = {
    "# Project Title",
    "Intro paragraph.",
    "## Getting Started",
    "### Prerequisites",
    "### Installing the *tool*",
    "## Usage & Examples",
    "```",
    "# not a heading (code block)",
    "```",
    "## FAQ",
    "#### Deep one",
    "#NoSpaceNotHeading",
    NULL,
};

static void slugify(const char *title, char *out, size_t cap) {
    size_t k = 0;
    int dash = 0;
    for (const char *p = title; *p && k + 1 < cap; p++) {
        unsigned char c = (unsigned char)*p;
        if (isalnum(c)) {
            if (dash && k > 0) out[k++] = '-';
            out[k++] = (char)tolower(c);
            dash = 0;
        } else if (c == ' ' || c == '-') {
            dash = 1;
        }
    }
    out[k] = '\0';
}

int main(void) {
    int counters[7] = {0};
    int in_code = 0;
    for (int i = 0; doc[i]; i++) {
        const char *line = doc[i];
        if (strncmp(line, "```", 3) == 0) { in_code = !in_code; continue; }
        if (in_code) continue;
        size_t level = strspn(line, "#");
        if (level == 0 || level > 6 || line[level] != ' ') continue;
        const char *title = line + level + 1;
        counters[level]++;
        for (size_t l = level + 1; l < 7; l++) counters[l] = 0;
        char number[32] = "";
        for (size_t l = 2; l <= level; l++) {
            char part[8];
            snprintf(part, sizeof part, "%d.", counters[l]);
            strcat(number, part);
        }
        char slug[64];
        slugify(title, slug, sizeof slug);
        printf("%*s- %s [%s](#%s)\n", (int)(level - 1) * 2, "", number[0] ? number : "", title, slug);
    }
    return 0;
}
