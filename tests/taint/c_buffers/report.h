#ifndef REPORT_H
#define REPORT_H
#include <stddef.h>

void format_archive_cmd(char *out, size_t n, const char *dir);
void copy_label(char *dst, const char *src);
int parse_port(const char *spec, char *host, int *port);

#endif
