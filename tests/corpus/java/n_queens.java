// features: program, arrays, boolean_type, method_declaration, for_statement, string_builder
public class NQueens {
    static int solutions;
    static int[] first;

    static boolean safe(int[] cols, int row, int col) {
        for (int r = 0; r < row; r++) {
            int c = cols[r];
            if (c == col || Math.abs(c - col) == row - r) return false;
        }
        return true;
    }

    static void place(int[] cols, int row, int n) {
        if (row == n) {
            if (solutions == 0) first = cols.clone();
            solutions++;
            return;
        }
        for (int c = 0; c < n; c++) {
            if (safe(cols, row, c)) {
                cols[row] = c;
                place(cols, row + 1, n);
            }
        }
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 8; n++) {
            solutions = 0;
            first = null;
            place(new int[n], 0, n);
            System.out.println(n + " queens: " + solutions + " solutions");
        }
        for (int r = 0; r < first.length; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < first.length; c++) sb.append(first[r] == c ? 'Q' : '.');
            System.out.println(sb);
        }
    }
}
