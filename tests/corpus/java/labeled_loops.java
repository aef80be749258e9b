// features: program, labeled_statement, break_statement, continue_statement, multidimensional_arrays, do_statement
public class Labels {
    public static void main(String[] args) {
        int[][] grid = {{1, 2, 3}, {4, -5, 6}, {7, 8, 9}};
        outer:
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                if (grid[i][j] < 0) {
                    System.out.println("negative at " + i + "," + j);
                    break outer;
                }
                System.out.println("visit " + grid[i][j]);
            }
        }
        int count = 0;
        rows:
        for (int[] row : grid) {
            for (int v : row) {
                if (v % 2 == 0) continue rows;
                count++;
            }
        }
        System.out.println("odd prefixes: " + count);
        int n = 0;
        do {
            n += 3;
        } while (n < 10);
        System.out.println("n = " + n);
        int k = 100;
        do {
            k++;
        } while (false);
        System.out.println("k = " + k);
        int[][] jag = new int[3][];
        for (int i = 0; i < 3; i++) {
            jag[i] = new int[i + 1];
            for (int j = 0; j <= i; j++) jag[i][j] = i * j;
        }
        for (int[] r : jag) System.out.println(java.util.Arrays.toString(r));
        int[][] zeros = new int[2][4];
        zeros[1][3] = 7;
        System.out.println(java.util.Arrays.deepToString(zeros));
    }
}
