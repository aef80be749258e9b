// features: program, multidimensional_arrays, floating_point, custom_exceptions, math_class, string_format, arrays
import java.util.Arrays;

public class GaussSolver {
    static class SingularMatrixException extends RuntimeException {
        SingularMatrixException(int col) { super("matrix is singular at column " + col); }
    }

    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n] = b[i];
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
            if (Math.abs(m[pivot][col]) < 1e-12) throw new SingularMatrixException(col);
            double[] tmp = m[col]; m[col] = m[pivot]; m[pivot] = tmp;
            for (int r = 0; r < n; r++) {
                if (r == col) continue;
                double f = m[r][col] / m[col][col];
                for (int c = col; c <= n; c++) m[r][c] -= f * m[col][c];
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) x[i] = m[i][n] / m[i][i];
        return x;
    }

    static double det(double[][] a) {
        int n = a.length;
        double[][] m = new double[n][];
        for (int i = 0; i < n; i++) m[i] = a[i].clone();
        double d = 1;
        for (int c = 0; c < n; c++) {
            int p = c;
            while (p < n && m[p][c] == 0) p++;
            if (p == n) return 0;
            if (p != c) { double[] t = m[p]; m[p] = m[c]; m[c] = t; d = -d; }
            d *= m[c][c];
            for (int r = c + 1; r < n; r++) {
                double f = m[r][c] / m[c][c];
                for (int k = c; k < n; k++) m[r][k] -= f * m[c][k];
            }
        }
        return d;
    }

    static void print(String label, double[][] m) {
        System.out.println(label);
        for (double[] row : m) {
            StringBuilder sb = new StringBuilder();
            for (double v : row) sb.append(String.format("%9.4f", v));
            System.out.println(sb);
        }
    }

    public static void main(String[] args) {
        double[][] a = {{2, 1, -1}, {-3, -1, 2}, {-2, 1, 2}};
        double[] b = {8, -11, -3};
        print("A", a);
        double[] x = solve(a, b);
        System.out.println("x = " + Arrays.toString(x));
        System.out.printf("rounded: %.6f %.6f %.6f%n", x[0], x[1], x[2]);
        System.out.println("det(A) = " + det(a));
        double[][] hilbert = new double[4][4];
        for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) hilbert[i][j] = 1.0 / (i + j + 1);
        print("Hilbert(4)", hilbert);
        double[] ones = solve(hilbert, new double[]{1, 1, 1, 1});
        for (int i = 0; i < ones.length; i++) System.out.printf("h[%d] = %12.4f%n", i, ones[i]);
        System.out.printf("det(H4) = %.6e%n", det(hilbert));
        try {
            solve(new double[][]{{1, 2}, {2, 4}}, new double[]{3, 6});
        } catch (SingularMatrixException e) {
            System.out.println("error: " + e.getMessage());
        }
        double[] residual = new double[3];
        for (int i = 0; i < 3; i++) {
            double s = 0;
            for (int j = 0; j < 3; j++) s += a[i][j] * x[j];
            residual[i] = s - b[i];
        }
        System.out.println("max residual " + Arrays.stream(residual).map(Math::abs).max().getAsDouble());
        System.out.println(Math.hypot(3, 4) + " " + Math.cbrt(27) + " " + Math.toDegrees(Math.atan2(1, 1)) + " " + (float) (1.0 / 3));
    }
}
