#ifndef UTIL_H
#define UTIL_H

#define MAX_ACCOUNTS 4
#define CENTS(x) ((x) * 100)

extern const char *app_name;

int clamp(int v, int lo, int hi);
int checksum(const char *s);
/* declared, defined nowhere, never called: stays symbolic */
int never_defined(int x);

#endif
