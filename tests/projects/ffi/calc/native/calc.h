/* calc.h - the C library the Python, Go and Java code calls. */
int add(int a, int b);
int scale(int x);
void run_command(const char *cmd);
int run_pipe(const char *cmd);
const char *user_name(void);
