// features: program, multidimensional_arrays, for_statement, string_builder, streams, char_type
public class Sudoku {
    private final int[][] g = new int[9][9];
    private int guesses = 0;

    Sudoku(String puzzle) {
        for (int i = 0; i < 81; i++) {
            char ch = puzzle.charAt(i);
            g[i / 9][i % 9] = ch == '.' ? 0 : ch - '0';
        }
    }

    private boolean ok(int r, int c, int v) {
        for (int i = 0; i < 9; i++) {
            if (g[r][i] == v || g[i][c] == v) return false;
        }
        int br = r / 3 * 3, bc = c / 3 * 3;
        for (int i = br; i < br + 3; i++)
            for (int j = bc; j < bc + 3; j++)
                if (g[i][j] == v) return false;
        return true;
    }

    boolean solve() {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (g[r][c] != 0) continue;
                for (int v = 1; v <= 9; v++) {
                    if (ok(r, c, v)) {
                        g[r][c] = v;
                        guesses++;
                        if (solve()) return true;
                        g[r][c] = 0;
                    }
                }
                return false;
            }
        }
        return true;
    }

    void print() {
        for (int r = 0; r < 9; r++) {
            if (r % 3 == 0) System.out.println("+-------+-------+-------+");
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < 9; c++) {
                if (c % 3 == 0) sb.append("| ");
                sb.append(g[r][c] == 0 ? "." : String.valueOf(g[r][c])).append(' ');
            }
            sb.append('|');
            System.out.println(sb);
        }
        System.out.println("+-------+-------+-------+");
    }

    boolean valid() {
        for (int i = 0; i < 9; i++) {
            boolean[] row = new boolean[10], col = new boolean[10];
            for (int j = 0; j < 9; j++) {
                if (row[g[i][j]] || col[g[j][i]]) return false;
                row[g[i][j]] = col[g[j][i]] = true;
            }
        }
        return true;
    }

    public static void main(String[] args) {
        String[] puzzles = {
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
        };
        for (String p : puzzles) {
            Sudoku s = new Sudoku(p);
            s.print();
            long blanks = p.chars().filter(ch -> ch == '.').count();
            boolean solved = s.solve();
            System.out.println("blanks=" + blanks + " solved=" + solved + " guesses=" + s.guesses + " valid=" + s.valid());
            s.print();
            int diag = 0;
            for (int i = 0; i < 9; i++) diag += s.g[i][i];
            System.out.println("diagonal sum " + diag);
        }
    }
}
