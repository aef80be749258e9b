// features: file_io, sscanf, struct, string_h, malloc_free, qsort, printf_flags
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Summarise an access log read line by line with getline from an in-memory stream. */
struct Hit { char path[32]; int count; long bytes; };

static int by_count(const void *a, const void *b) {
    const struct Hit *x = a, *y = b;
    return x->count != y->count ? y->count - x->count : strcmp(x->path, y->path);
}

int main(void) {
    char log[] =
        "10.0.0.1 GET /index.html 200 5120\n"
        "10.0.0.2 GET /about.html 200 2048\n"
        "10.0.0.1 POST /api/login 401 128\n"
        "10.0.0.3 GET /index.html 304 0\n"
        "garbage line without fields\n"
        "10.0.0.4 GET /index.html 200 5120\n"
        "10.0.0.2 POST /api/login 200 256\n"
        "10.0.0.5 GET /missing 404 512";
    FILE *in = fmemopen(log, strlen(log), "r");
    if (!in) return 1;
    struct Hit hits[8];
    int nhits = 0, lines = 0, bad = 0, errors = 0;
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    long longest = 0;
    while ((len = getline(&line, &cap, in)) != -1) {
        lines++;
        if (len > longest) longest = len;
        char ip[16], method[8], path[32];
        int status;
        long bytes;
        if (sscanf(line, "%15s %7s %31s %d %ld", ip, method, path, &status, &bytes) != 5) { bad++; continue; }
        if (status >= 400) errors++;
        int k = 0;
        while (k < nhits && strcmp(hits[k].path, path) != 0) k++;
        if (k == nhits && nhits < 8) { strcpy(hits[nhits].path, path); hits[nhits].count = 0; hits[nhits].bytes = 0; nhits++; }
        hits[k].count++;
        hits[k].bytes += bytes;
    }
    free(line);
    fclose(in);
    qsort(hits, nhits, sizeof hits[0], by_count);
    printf("%d lines (%d unparsed, %d errors), longest %ld chars\n", lines, bad, errors, longest);
    for (int i = 0; i < nhits; i++) printf("%-12s %3d hits %7ld bytes\n", hits[i].path, hits[i].count, hits[i].bytes);

    char csv[] = "a,b,,c";
    FILE *f = fmemopen(csv, strlen(csv), "r");
    char *field = NULL;
    size_t fcap = 0;
    int idx = 0;
    while ((len = getdelim(&field, &fcap, ',', f)) != -1) {
        if (field[len - 1] == ',') field[len - 1] = '\0';
        printf("field %d: \"%s\"\n", idx++, field);
    }
    free(field);
    fclose(f);
    return 0;
}
