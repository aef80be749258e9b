// features: enum, struct, qsort, printf_flags, snprintf, string_h, array_2d, switch_statement
/* Render a quarterly sales report as a box-drawn text table with wrapped cells, grouping and totals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { ALIGN_LEFT, ALIGN_RIGHT, ALIGN_CENTER } Align;

typedef struct {
    const char *title;
    int width;
    Align align;
} Column;

typedef struct {
    const char *region;
    const char *product;
    const char *notes;
    int units;
    double unit_price;
} Sale;

#define NCOLS 5
#define MAX_LINES 6

static const Column cols[NCOLS] = {
    { "Region", 8, ALIGN_LEFT },
    { "Product", 12, ALIGN_LEFT },
    { "Units", 6, ALIGN_RIGHT },
    { "Revenue", 11, ALIGN_RIGHT },
    { "Notes", 18, ALIGN_LEFT },
};

/* Greedy word wrap of text into at most MAX_LINES lines of `width` chars; long words are split. */
static int wrap(const char *text, int width, char lines[MAX_LINES][64]) {
    int n = 0, len = 0;
    lines[0][0] = '\0';
    const char *p = text;
    while (*p && n < MAX_LINES) {
        while (*p == ' ') p++;
        if (!*p) break;
        int wl = (int)strcspn(p, " ");
        if (wl > width) wl = width;
        if (len && len + 1 + wl > width) { n++; len = 0; if (n == MAX_LINES) break; lines[n][0] = '\0'; }
        if (len) lines[n][len++] = ' ';
        memcpy(lines[n] + len, p, (size_t)wl);
        len += wl;
        lines[n][len] = '\0';
        p += wl;
    }
    return len ? n + 1 : (n ? n : 1);
}

static void cell(const char *s, int width, Align a) {
    int len = (int)strlen(s);
    if (len > width) len = width;
    int pad = width - len;
    switch (a) {
    case ALIGN_LEFT: printf(" %-*.*s |", width, len, s); break;
    case ALIGN_RIGHT: printf(" %*.*s |", width, len, s); break;
    case ALIGN_CENTER: printf(" %*s%.*s%*s |", pad / 2, "", len, s, pad - pad / 2, ""); break;
    }
}

static void rule(char ch) {
    putchar('+');
    for (int c = 0; c < NCOLS; c++) {
        for (int i = 0; i < cols[c].width + 2; i++) putchar(ch);
        putchar('+');
    }
    putchar('\n');
}

static void money(double v, char *out, size_t n) {
    char digits[32];
    snprintf(digits, sizeof digits, "%.2f", v < 0 ? -v : v);
    int intlen = (int)(strchr(digits, '.') - digits);
    char buf[48];
    int k = 0;
    if (v < 0) buf[k++] = '-';
    for (int i = 0; i < intlen; i++) {
        if (i && (intlen - i) % 3 == 0) buf[k++] = ',';
        buf[k++] = digits[i];
    }
    strcpy(buf + k, digits + intlen);
    snprintf(out, n, "%s", buf);
}

static void row(const char *vals[NCOLS]) {
    char wrapped[NCOLS][MAX_LINES][64];
    int nlines[NCOLS], height = 1;
    for (int c = 0; c < NCOLS; c++) {
        nlines[c] = wrap(vals[c], cols[c].width, wrapped[c]);
        if (nlines[c] > height) height = nlines[c];
    }
    for (int l = 0; l < height; l++) {
        putchar('|');
        for (int c = 0; c < NCOLS; c++) cell(l < nlines[c] ? wrapped[c][l] : "", cols[c].width, cols[c].align);
        putchar('\n');
    }
}

static int by_region_then_revenue(const void *a, const void *b) {
    const Sale *x = a, *y = b;
    int r = strcmp(x->region, y->region);
    if (r) return r;
    double rx = x->units * x->unit_price, ry = y->units * y->unit_price;
    return (ry > rx) - (ry < rx);
}

int main(void) {
    Sale sales[] = {
        { "West", "Widget Pro", "Back-ordered in March; shipped April 2nd", 1200, 19.99 },
        { "East", "Gizmo", "", 310, 149.00 },
        { "West", "Gizmo", "Promo bundle with the extended-warranty package", 95, 139.50 },
        { "North", "Widget Lite", "New distributor", 4020, 4.75 },
        { "East", "Widget Pro", "Returns: 12 units (damaged)", 880, 19.99 },
        { "North", "Thingamajig-XL", "Supercalifragilistic name change pending", 15, 1999.00 },
        { "East", "Widget Lite", "Flat", 2500, 4.75 },
    };
    size_t n = sizeof sales / sizeof sales[0];
    qsort(sales, n, sizeof sales[0], by_region_then_revenue);

    printf("%*s\n", 40, "Q2 SALES REPORT");
    rule('=');
    putchar('|');
    for (int c = 0; c < NCOLS; c++) cell(cols[c].title, cols[c].width, ALIGN_CENTER);
    putchar('\n');
    rule('=');
    double grand = 0, subtotal = 0;
    int units_total = 0;
    char ubuf[16], rbuf[32];
    for (size_t i = 0; i < n; i++) {
        const Sale *s = &sales[i];
        double rev = s->units * s->unit_price;
        snprintf(ubuf, sizeof ubuf, "%d", s->units);
        money(rev, rbuf, sizeof rbuf);
        const char *vals[NCOLS] = { (i == 0 || strcmp(s->region, sales[i - 1].region)) ? s->region : "", s->product, ubuf, rbuf, s->notes };
        row(vals);
        subtotal += rev; grand += rev; units_total += s->units;
        if (i + 1 == n || strcmp(s->region, sales[i + 1].region)) {
            money(subtotal, rbuf, sizeof rbuf);
            const char *sub[NCOLS] = { "", "subtotal", "", rbuf, "" };
            rule('-');
            row(sub);
            rule(i + 1 == n ? '=' : '-');
            subtotal = 0;
        }
    }
    snprintf(ubuf, sizeof ubuf, "%d", units_total);
    money(grand, rbuf, sizeof rbuf);
    const char *tot[NCOLS] = { "ALL", "grand total", ubuf, rbuf, "" };
    row(tot);
    rule('=');
    money(-1234567.891, rbuf, sizeof rbuf);
    printf("format check: [%s] [%8.3e] [%-6s] [%+d] [%05.1f%%]\n", rbuf, grand, "ok", units_total, 100.0 * 310 / units_total);
    return 0;
}
