/* calc.c - built as libcalc.so: exported functions the other languages call through their FFI
   (the JNI functions without JNIEXPORT/JNICALL, which are empty on Linux). */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <jni.h>
#include "calc.h"

static int twice(int x) { return x * 2; }

int add(int a, int b) { return a + b; }

int scale(int x) { return twice(add(x, 1)); }

void run_command(const char *cmd) { system(cmd); }

int run_pipe(const char *cmd) { return pclose(popen(cmd, "r")); }

const char *user_name(void) { return getenv("USER"); }

jint Java_demo_Calc_add(JNIEnv *env, jclass cls, jint a, jint b) { return add(a, b); }

void Java_demo_Calc_runCommand(JNIEnv *env, jclass cls, jstring cmd) {
  const char *c = (*env)->GetStringUTFChars(env, cmd, 0);
  execlp("sh", "sh", "-c", c, (char *)0);
}
