// features: recursion, pointer_arithmetic, char_array, static_local, strchr_strstr
#include <stdio.h>
#include <string.h>

static int count = 0;

void swap(char *a, char *b) { char t = *a; *a = *b; *b = t; }

void permute(char *s, int l, int r) {
    if (l == r) { printf("%s\n", s); count++; return; }
    for (int i = l; i <= r; i++) {
        swap(s + l, s + i);
        permute(s, l + 1, r);
        swap(&s[l], &s[i]);
    }
}

void reverse(char *s) {
    char *end = s + strlen(s) - 1;
    while (s < end) { char t = *s; *s++ = *end; *end-- = t; }
}

int combos(int *arr, int n, int k, int start, int *chosen, int depth) {
    if (depth == k) {
        for (int i = 0; i < k; i++) printf("%d%s", chosen[i], i + 1 < k ? "," : "\n");
        return 1;
    }
    int c = 0;
    for (int i = start; i < n; i++) {
        chosen[depth] = arr[i];
        c += combos(arr, n, k, i + 1, chosen, depth + 1);
    }
    return c;
}

int main(void) {
    char s[] = "abc";
    permute(s, 0, (int)strlen(s) - 1);
    printf("count=%d\n", count);
    char w[] = "stressed";
    reverse(w);
    printf("%s\n", w);
    int arr[] = {1, 2, 3, 4};
    int chosen[4];
    int c = combos(arr, 4, 2, 0, chosen, 0);
    printf("C(4,2)=%d\n", c);
    const char *p = "pointer walk";
    int vowels = 0;
    while (*p) {
        if (strchr("aeiou", *p)) vowels++;
        p++;
    }
    printf("vowels=%d\n", vowels);
    return 0;
}
