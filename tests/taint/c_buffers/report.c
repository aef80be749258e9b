#include <stdio.h>
#include <string.h>
#include "report.h"

void format_archive_cmd(char *out, size_t n, const char *dir) {
    snprintf(out, n, "tar czf /tmp/backup.tgz %s", dir);
}

void copy_label(char *dst, const char *src) {
    strcpy(dst, "label:");
    strcat(dst, src);
}

int parse_port(const char *spec, char *host, int *port) {
    return sscanf(spec, "%63[^:]:%d", host, port) == 2;
}
