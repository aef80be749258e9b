// features: function_pointer_array, enum, strtok, sscanf, ctype_h, designated_initializer, pointer_to_struct
#include <stdio.h>
#include <string.h>
#include <ctype.h>

typedef enum { HALL, LIBRARY, CELLAR, GARDEN, EXIT_ROOM, NROOMS } Room;

typedef struct Game {
    Room room;
    int has_key, has_lamp, moves, score;
} Game;

typedef Room (*handler)(Game *, const char *verb, const char *noun);

static const char *room_names[NROOMS] = { "hall", "library", "cellar", "garden", "exit" };

static Room hall(Game *g, const char *verb, const char *noun) {
    if (!strcmp(verb, "go") && !strcmp(noun, "north")) return LIBRARY;
    if (!strcmp(verb, "go") && !strcmp(noun, "down")) {
        if (!g->has_lamp) { puts("  too dark to go down"); return HALL; }
        return CELLAR;
    }
    if (!strcmp(verb, "go") && !strcmp(noun, "east")) return GARDEN;
    puts("  nothing happens");
    return HALL;
}

static Room library(Game *g, const char *verb, const char *noun) {
    if (!strcmp(verb, "take") && !strcmp(noun, "lamp") && !g->has_lamp) {
        g->has_lamp = 1;
        g->score += 10;
        puts("  you take the lamp");
        return LIBRARY;
    }
    if (!strcmp(verb, "go") && !strcmp(noun, "south")) return HALL;
    puts("  the books are silent");
    return LIBRARY;
}

static Room cellar(Game *g, const char *verb, const char *noun) {
    if (!strcmp(verb, "take") && !strcmp(noun, "key")) {
        g->has_key = 1;
        g->score += 25;
        puts("  a rusty key!");
        return CELLAR;
    }
    if (!strcmp(verb, "go") && !strcmp(noun, "up")) return HALL;
    puts("  you hear dripping");
    return CELLAR;
}

static Room garden(Game *g, const char *verb, const char *noun) {
    if (!strcmp(verb, "open") && !strcmp(noun, "gate")) {
        if (g->has_key) { g->score += 50; return EXIT_ROOM; }
        puts("  the gate is locked");
        return GARDEN;
    }
    if (!strcmp(verb, "go") && !strcmp(noun, "west")) return HALL;
    puts("  flowers sway");
    return GARDEN;
}

static const handler handlers[NROOMS] = { hall, library, cellar, garden, NULL };

int main(void) {
    const char *script =
        "go down;GO North;take lamp;take LAMP;go south;go down;take key;go up;"
        "go east;dance wildly;open gate;go west";
    char buf[256];
    strcpy(buf, script);
    Game g = { .room = HALL };
    for (char *cmd = strtok(buf, ";"); cmd && g.room != EXIT_ROOM; cmd = strtok(NULL, ";")) {
        char verb[16] = "", noun[16] = "";
        for (char *p = cmd; *p; p++) *p = (char)tolower((unsigned char)*p);
        int k = sscanf(cmd, "%15s %15s", verb, noun);
        g.moves++;
        printf("[%s] > %s (%d words)\n", room_names[g.room], cmd, k);
        Room next = handlers[g.room](&g, verb, noun);
        if (next != g.room) printf("  -> %s\n", room_names[next]);
        g.room = next;
    }
    printf("%s after %d moves, score %d, lamp=%d key=%d\n", g.room == EXIT_ROOM ? "escaped" : "trapped", g.moves,
           g.score, g.has_lamp, g.has_key);
    return 0;
}
