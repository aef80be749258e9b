// features: program, multidimensional_arrays, for_statement, floating_point, string_format, method_declaration
public class Matrix {
    static int[][] multiply(int[][] a, int[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        int[][] c = new int[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                int s = 0;
                for (int t = 0; t < k; t++) s += a[i][t] * b[t][j];
                c[i][j] = s;
            }
        return c;
    }

    static int[][] transpose(int[][] a) {
        int[][] t = new int[a[0].length][a.length];
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j < a[0].length; j++) t[j][i] = a[i][j];
        return t;
    }

    static void print(int[][] m) {
        for (int[] row : m) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(String.format("%5d", v));
            System.out.println(sb);
        }
    }

    public static void main(String[] args) {
        int[][] a = {{1, 2, 3}, {4, 5, 6}};
        int[][] b = {{7, 8}, {9, 10}, {11, 12}};
        print(multiply(a, b));
        print(transpose(a));
        double[][] id = new double[3][3];
        for (int i = 0; i < 3; i++) id[i][i] = 1;
        System.out.println(java.util.Arrays.toString(id[1]));
        int[][] pascal = new int[8][];
        for (int i = 0; i < pascal.length; i++) {
            pascal[i] = new int[i + 1];
            pascal[i][0] = pascal[i][i] = 1;
            for (int j = 1; j < i; j++) pascal[i][j] = pascal[i - 1][j - 1] + pascal[i - 1][j];
        }
        for (int[] row : pascal) System.out.println(java.util.Arrays.toString(row));
    }
}
