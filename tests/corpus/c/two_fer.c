// features: snprintf, null, string_literal, char_array
#include <stdio.h>

void two_fer(char *buf, int size, const char *name) {
    snprintf(buf, size, "One for %s, one for me.", name ? name : "you");
}

int main(void) {
    char buf[64];
    two_fer(buf, sizeof buf, NULL);
    puts(buf);
    two_fer(buf, sizeof buf, "Alice");
    puts(buf);
    two_fer(buf, sizeof buf, "Bob");
    puts(buf);
    two_fer(buf, 12, "Truncated");
    printf("[%s]\n", buf);
    return 0;
}
