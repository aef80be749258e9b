#include <stdlib.h>
#include <unistd.h>
#include "archive.h"

int run_tar(const char *out, const char *dir) {
    return execlp("tar", "tar", "czf", out, dir, (char *)NULL);
}

int archive_from_env(void) {
    const char *dir = getenv("BACKUP_DIR");
    if (dir == NULL) return -1;
    return archive_dir(dir);
}
