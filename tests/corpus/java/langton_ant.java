// features: program, enum_declaration, record_declaration, hash_set, streams, string_builder
import java.util.*;

public class LangtonAnt {
    enum Dir {
        UP(0, -1), RIGHT(1, 0), DOWN(0, 1), LEFT(-1, 0);
        final int dx, dy;
        Dir(int dx, int dy) { this.dx = dx; this.dy = dy; }
        Dir turnRight() { return values()[(ordinal() + 1) % 4]; }
        Dir turnLeft() { return values()[(ordinal() + 3) % 4]; }
    }

    record Pos(int x, int y) {
        Pos step(Dir d) { return new Pos(x + d.dx, y + d.dy); }
    }

    public static void main(String[] args) {
        Set<Pos> black = new HashSet<>();
        Pos ant = new Pos(0, 0);
        Dir dir = Dir.UP;
        int[] checkpoints = {10, 100, 500, 1000};
        int next = 0;
        for (int step = 1; step <= 1000; step++) {
            if (black.contains(ant)) {
                dir = dir.turnLeft();
                black.remove(ant);
            } else {
                dir = dir.turnRight();
                black.add(ant);
            }
            ant = ant.step(dir);
            if (next < checkpoints.length && step == checkpoints[next]) {
                System.out.printf("step %4d: ant at %s facing %s, %d black cells%n", step, ant, dir, black.size());
                next++;
            }
        }
        int minX = black.stream().mapToInt(Pos::x).min().orElse(0);
        int maxX = black.stream().mapToInt(Pos::x).max().orElse(0);
        int minY = black.stream().mapToInt(Pos::y).min().orElse(0);
        int maxY = black.stream().mapToInt(Pos::y).max().orElse(0);
        System.out.println("bounds x " + minX + ".." + maxX + " y " + minY + ".." + maxY);
        for (int y = minY; y <= maxY; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = minX; x <= maxX; x++) {
                Pos p = new Pos(x, y);
                row.append(p.equals(ant) ? 'A' : black.contains(p) ? '#' : '.');
            }
            System.out.println(row);
        }
        System.out.println(Dir.valueOf("LEFT").turnRight() + " " + Arrays.toString(Dir.values()) + " " + new Pos(1, 2).hashCode());
    }
}
