// features: program, multidimensional_arrays, string_builder, for_statement, continue_statement, ternary_expression, boolean_type
public class Life {
    static boolean[][] step(boolean[][] g) {
        int h = g.length, w = g[0].length;
        boolean[][] n = new boolean[h][w];
        for (int r = 0; r < h; r++)
            for (int c = 0; c < w; c++) {
                int k = 0;
                for (int dr = -1; dr <= 1; dr++)
                    for (int dc = -1; dc <= 1; dc++) {
                        if (dr == 0 && dc == 0) continue;
                        int rr = (r + dr + h) % h, cc = (c + dc + w) % w;
                        if (g[rr][cc]) k++;
                    }
                n[r][c] = g[r][c] ? (k == 2 || k == 3) : k == 3;
            }
        return n;
    }

    static void show(boolean[][] g, int gen) {
        StringBuilder sb = new StringBuilder("gen " + gen + ":\n");
        int alive = 0;
        for (boolean[] row : g) {
            for (boolean cell : row) { sb.append(cell ? '#' : '.'); if (cell) alive++; }
            sb.append('\n');
        }
        sb.append("alive=").append(alive);
        System.out.println(sb);
    }

    public static void main(String[] args) {
        String[] seed = {
            "..........",
            "...#......",
            "....#.....",
            "..###.....",
            "..........",
            "......##..",
            "......##..",
            "..........",
        };
        boolean[][] g = new boolean[seed.length][seed[0].length()];
        for (int r = 0; r < seed.length; r++)
            for (int c = 0; c < seed[r].length(); c++) g[r][c] = seed[r].charAt(c) == '#';
        for (int gen = 0; gen <= 8; gen += 1) {
            if (gen % 4 == 0) show(g, gen);
            g = step(g);
        }
    }
}
