// features: multidimensional_arrays, method_reference, streams, string_format, custom_exceptions, object_methods
import java.util.*;
import java.util.stream.*;

public class MatrixReportStreams {
    static final class Matrix {
        final int rows, cols;
        final double[][] a;
        Matrix(int r, int c) { rows = r; cols = c; a = new double[r][c]; }
        Matrix(double[][] data) { this(data.length, data[0].length); for (int i = 0; i < rows; i++) a[i] = data[i].clone(); }
        static Matrix identity(int n) { Matrix m = new Matrix(n, n); for (int i = 0; i < n; i++) m.a[i][i] = 1; return m; }
        Matrix times(Matrix o) {
            if (cols != o.rows) throw new IllegalArgumentException(String.format("shape %dx%d * %dx%d", rows, cols, o.rows, o.cols));
            Matrix r = new Matrix(rows, o.cols);
            for (int i = 0; i < rows; i++)
                for (int j = 0; j < o.cols; j++) {
                    double s = 0;
                    for (int k = 0; k < cols; k++) s += a[i][k] * o.a[k][j];
                    r.a[i][j] = s;
                }
            return r;
        }
        Matrix transpose() {
            Matrix t = new Matrix(cols, rows);
            for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) t.a[j][i] = a[i][j];
            return t;
        }
        double determinant() {
            if (rows != cols) throw new ArithmeticException("not square");
            double[][] m = Arrays.stream(a).map(double[]::clone).toArray(double[][]::new);
            double det = 1;
            for (int c = 0; c < rows; c++) {
                int p = c;
                for (int r = c + 1; r < rows; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
                if (Math.abs(m[p][c]) < 1e-12) return 0;
                if (p != c) { double[] t = m[p]; m[p] = m[c]; m[c] = t; det = -det; }
                det *= m[c][c];
                for (int r = c + 1; r < rows; r++) {
                    double f = m[r][c] / m[c][c];
                    for (int k = c; k < rows; k++) m[r][k] -= f * m[c][k];
                }
            }
            return det;
        }
        Matrix power(int n) {
            Matrix result = identity(rows), base = this;
            while (n > 0) {
                if ((n & 1) == 1) result = result.times(base);
                base = base.times(base);
                n >>= 1;
            }
            return result;
        }
        @Override public String toString() {
            return Arrays.stream(a).map(row -> Arrays.stream(row).mapToObj(v -> String.format("%8.2f", v)).collect(Collectors.joining()))
                    .collect(Collectors.joining("\n"));
        }
        @Override public boolean equals(Object o) { return o instanceof Matrix m && Arrays.deepEquals(a, m.a); }
        @Override public int hashCode() { return Arrays.deepHashCode(a); }
    }

    public static void main(String[] args) {
        Matrix m = new Matrix(new double[][] { { 2, -1, 0 }, { -1, 2, -1 }, { 0, -1, 2 } });
        System.out.println(m);
        System.out.printf("det = %.4f, det(T) = %.4f%n", m.determinant(), m.transpose().determinant());
        Matrix fib = new Matrix(new double[][] { { 1, 1 }, { 1, 0 } });
        for (int n : new int[] { 1, 5, 10, 30, 70 }) System.out.printf("F(%d) = %,.0f%n", n, fib.power(n).a[0][1]);
        System.out.println(m.times(Matrix.identity(3)).equals(m) + " " + m.equals(m.transpose()) + " " + (m.hashCode() == new Matrix(m.a).hashCode()));
        try {
            m.times(fib);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        Matrix rect = new Matrix(new double[][] { { 1, 2, 3 }, { 4, 5, 6 } });
        System.out.println(rect.times(rect.transpose()));
        try {
            rect.determinant();
        } catch (ArithmeticException e) {
            System.out.println(e);
        }
        double[] flat = Arrays.stream(rect.a).flatMapToDouble(Arrays::stream).toArray();
        System.out.println(Arrays.toString(flat) + " sum=" + DoubleStream.of(flat).sum() + " max=" + DoubleStream.of(flat).max().getAsDouble());
        int[][] pascal = new int[7][];
        for (int i = 0; i < pascal.length; i++) {
            pascal[i] = new int[i + 1];
            pascal[i][0] = pascal[i][i] = 1;
            for (int j = 1; j < i; j++) pascal[i][j] = pascal[i - 1][j - 1] + pascal[i - 1][j];
        }
        for (int[] row : pascal) System.out.println(" ".repeat(2 * (pascal.length - row.length)) + Arrays.stream(row).mapToObj(v -> String.format("%4d", v)).collect(Collectors.joining()));
        System.out.println(Arrays.deepToString(new int[][] { pascal[2], pascal[3] }) + " " + Arrays.stream(pascal[6]).sum());
        long[] big = LongStream.rangeClosed(1, 20).map(x -> x * x * x).toArray();
        System.out.println(Arrays.stream(big).sum() + " " + Long.MAX_VALUE / big[19] + " " + Math.floorMod(-7, 3) + " " + (-7 % 3));
        String[] names = Stream.of("x", "yy", "zzz").toArray(String[]::new);
        int[][] grid = IntStream.range(0, 3).mapToObj(int[]::new).toArray(int[][]::new);
        long[] longs = Stream.of(new long[] { 1, 2 }, new long[] { 3 }).flatMapToLong(LongStream::of).toArray();
        System.out.println(names.length + " " + names[2] + " " + Arrays.deepToString(grid) + " " + Arrays.toString(longs));
        System.out.println(String.format("%e|%.3e|%g|%10.4f|%-10.1f|%+d|%o|%X|%08.3f", 12345.678, 0.000123, 0.5, Math.PI, Math.E, 5, 8, 255, -3.14159));
    }
}
