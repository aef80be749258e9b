// features: union, struct, nested_struct, designated_initializer, struct_value_semantics, float_types, array_of_structs
#include <stdio.h>
#include <math.h>

/* A vector reachable by name or by index, the way graphics code writes it. */
typedef struct {
    int id;
    union {
        struct { float x, y, z; };
        float v[3];
    };
} Vec3;

static Vec3 vec(int id, float x, float y, float z) {
    Vec3 r = { .id = id, .x = x, .y = y, .z = z };
    return r;
}

static float dot(Vec3 a, Vec3 b) {
    float s = 0;
    for (int i = 0; i < 3; i++) s += a.v[i] * b.v[i];
    return s;
}

static Vec3 cross(Vec3 a, Vec3 b) {
    Vec3 r = { .id = 0 };
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        r.v[i] = a.v[j] * b.v[k] - a.v[k] * b.v[j];
    }
    return r;
}

static void normalize(Vec3 *p) {
    float len = sqrtf(dot(*p, *p));
    if (len > 0) {
        p->x /= len;
        p->y /= len;
        p->z /= len;
    }
}

int main(void) {
    Vec3 pts[] = {
        { 1, { { 1.0f, 0.0f, 0.0f } } },
        vec(2, 0.0f, 2.0f, 0.0f),
        { .id = 3, .v = { 3.0f, 4.0f, 12.0f } },
    };
    for (int i = 0; i < 3; i++)
        printf("#%d (%.1f, %.1f, %.1f) len %.3f\n", pts[i].id, pts[i].x, pts[i].y, pts[i].z, sqrtf(dot(pts[i], pts[i])));
    Vec3 n = cross(pts[0], pts[1]);
    printf("cross = [%g %g %g]\n", n.v[0], n.v[1], n.v[2]);
    Vec3 copy = pts[2];
    normalize(&copy);
    printf("unit #%d = %.4f %.4f %.4f (original z %.1f)\n", copy.id, copy.v[0], copy.v[1], copy.v[2], pts[2].z);
    copy.v[1] = -1.0f;
    printf("after v[1] = -1: y = %.1f\n", copy.y);
    printf("sizeof(Vec3) = %zu\n", sizeof(Vec3));
    return 0;
}
