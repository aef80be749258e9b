#ifndef ARCHIVE_H
#define ARCHIVE_H
int archive_dir(const char *dir);
int run_tar(const char *out, const char *dir);
int archive_from_env(void);
#endif
