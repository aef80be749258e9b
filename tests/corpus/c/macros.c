// features: macro_object, macro_function, preproc_conditional, preproc_include, preproc_other
#include <stdio.h>

#define PI 3.14159
#define SQUARE(x) ((x) * (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define CLAMP(v, lo, hi) MIN(MAX(v, lo), hi)
#define STR(x) #x
#define DEBUG 1
#define GREETING "hello"
#define TEMP 99
#undef TEMP
#pragma once

#ifdef DEBUG
#define LOG(msg) printf("[debug] %s\n", msg)
#else
#define LOG(msg)
#endif

#ifndef UNDEFINED_THING
#define VERSION 2
#endif

#if VERSION > 1
#define MODE "new"
#else
#define MODE "old"
#endif

int main(void) {
    LOG("start");
    printf("%d %d\n", SQUARE(5), SQUARE(1 + 2));
    printf("%d %d\n", MAX(3, 9), MIN(3, 9));
    for (int i = -5; i <= 15; i += 5) printf("clamp(%d) = %d\n", i, CLAMP(i, 0, 10));
    printf("area = %.4f\n", PI * SQUARE(2.0));
    printf("%s %s version %d mode %s\n", STR(a + b), GREETING, VERSION, MODE);
#ifdef TEMP
    printf("TEMP still defined\n");
#endif
    LOG("end");
    return 0;
}
