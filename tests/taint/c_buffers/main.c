#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "report.h"

int main(int argc, char **argv) {
    char cmd[256], label[128], host[64], probe[128], banner[64];
    int port = 0;
    if (argc < 3) return 2;

    format_archive_cmd(cmd, sizeof cmd, argv[1]);
    system(cmd);                       /* tainted: argv -> snprintf in another file */

    copy_label(label, getenv("USER"));
    printf(label);                     /* tainted format string: getenv -> strcat */

    if (parse_port(argv[2], host, &port)) {
        snprintf(probe, sizeof probe, "ping -c 1 %s", host);
        popen(probe, "r");             /* tainted: argv -> sscanf -> host -> snprintf */
    }

    snprintf(banner, sizeof banner, "port %d", 8080);
    system(banner);                    /* clean: only constants reach it */
    return 0;
}
