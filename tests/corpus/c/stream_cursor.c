// features: file_io, variadic_function_definition, struct, char_type, while_statement, printf
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <ctype.h>

/* A record reader over an in-memory stream: peek with ungetc, seek back, read fixed headers. */
struct Header { char magic[4]; unsigned short version; unsigned short count; };

static void emit(FILE *f, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfprintf(f, fmt, ap);
    va_end(ap);
}

static int read_number(FILE *f) {
    int c, n = 0, any = 0;
    while ((c = getc(f)) != EOF && isspace(c)) {}
    while (c != EOF && isdigit(c)) { n = n * 10 + (c - '0'); any = 1; c = fgetc(f); }
    if (c != EOF) ungetc(c, f);
    return any ? n : -1;
}

int main(void) {
    FILE *f = tmpfile();
    if (!f) return 1;
    struct Header h = {{'R', 'E', 'C', '1'}, 3, 4};
    fwrite(&h, sizeof h, 1, f);
    for (int i = 1; i <= 4; i++) emit(f, "%d;", i * i * 7);
    putc('\n', f);
    fflush(f);
    long end = ftell(f);
    printf("stream is %ld bytes, header %zu\n", end, sizeof h);

    fseek(f, 0, SEEK_SET);
    struct Header back;
    size_t got = fread(&back, sizeof back, 1, f);
    printf("read %zu header: %.4s v%u count %u\n", got, back.magic, back.version, back.count);
    int total = 0, k = 0, n;
    while ((n = read_number(f)) >= 0) {
        int sep = fgetc(f);
        printf("value[%d]=%d sep='%c'\n", k++, n, sep);
        total += n;
    }
    printf("total=%d eof=%d error=%d\n", total, feof(f) != 0, ferror(f));

    fseek(f, -4, SEEK_END);
    char tail[8] = {0};
    fread(tail, 1, 3, f);
    printf("tail=\"%s\" pos=%ld\n", tail, ftell(f));
    fseek(f, (long)sizeof h, SEEK_SET);
    char line[16];
    if (fgets(line, sizeof line, f)) printf("first chunk: %s\n", line);
    rewind(f);
    printf("after rewind pos=%ld eof=%d\n", ftell(f), feof(f));
    fclose(f);

    char buf[32];
    FILE *w = fmemopen(buf, sizeof buf, "w");
    fprintf(w, "%s-%03d", "ID", 42);
    fclose(w);
    printf("fmemopen wrote \"%s\"\n", buf);
    fprintf(stderr, "diagnostics go to stderr\n");
    return 0;
}
