// features: program, multidimensional_arrays, arrays, anonymous_class, lambda_expression, floating_point, string_builder, builtin_exceptions, generics
import java.util.Arrays;
import java.util.function.*;

public class Matrix {
    private final double[][] a;
    Matrix(int r, int c) { a = new double[r][c]; }
    Matrix(double[][] d) { a = d; }
    int rows() { return a.length; }
    int cols() { return a[0].length; }

    Matrix times(Matrix o) {
        if (cols() != o.rows()) throw new ArithmeticException("shape mismatch " + rows() + "x" + cols() + " * " + o.rows() + "x" + o.cols());
        Matrix r = new Matrix(rows(), o.cols());
        for (int i = 0; i < rows(); i++)
            for (int j = 0; j < o.cols(); j++) {
                double s = 0;
                for (int k = 0; k < cols(); k++) s += a[i][k] * o.a[k][j];
                r.a[i][j] = s;
            }
        return r;
    }

    Matrix map(DoubleUnaryOperator f) {
        Matrix r = new Matrix(rows(), cols());
        for (int i = 0; i < rows(); i++) for (int j = 0; j < cols(); j++) r.a[i][j] = f.applyAsDouble(a[i][j]);
        return r;
    }

    double det() {
        int n = rows();
        double[][] m = new double[n][];
        for (int i = 0; i < n; i++) m[i] = a[i].clone();
        double d = 1;
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
            if (m[p][c] == 0) return 0;
            if (p != c) { double[] t = m[p]; m[p] = m[c]; m[c] = t; d = -d; }
            d *= m[c][c];
            for (int r = c + 1; r < n; r++) {
                double f = m[r][c] / m[c][c];
                for (int k = c; k < n; k++) m[r][k] -= f * m[c][k];
            }
        }
        return d;
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder();
        for (double[] row : a) sb.append(Arrays.toString(row)).append('\n');
        return sb.toString();
    }

    public static void main(String[] args) {
        Matrix m = new Matrix(new double[][]{{2, 1, 0}, {1, 3, 1}, {0, 1, 4}});
        Matrix id = new Matrix(3, 3);
        for (int i = 0; i < 3; i++) id.a[i][i] = 1;
        System.out.print(m.times(id));
        System.out.print(m.times(m));
        System.out.println("det = " + m.det());
        System.out.print(m.map(x -> x / 3));
        BiFunction<Integer, Integer, Integer> gcd = new BiFunction<>() {
            public Integer apply(Integer x, Integer y) { return y == 0 ? x : this.apply(y, x % y); }
        };
        System.out.println("gcd " + gcd.apply(84, 36));
        int[] xs = {5, 3, 9, 1, 7};
        Arrays.sort(xs);
        System.out.println(Arrays.toString(xs) + " " + Arrays.binarySearch(xs, 7) + " " + Arrays.stream(xs).sum());
        int[][] grid = new int[3][4];
        for (int[] row : grid) Arrays.fill(row, 7);
        System.out.println(Arrays.deepToString(grid));
        try {
            new Matrix(2, 3).times(new Matrix(2, 3));
        } catch (ArithmeticException e) {
            System.out.println(e);
        }
        System.out.println(1.0 / 3 + " " + (float) (1.0 / 3) + " " + 100.0 + " " + 1e10 + " " + 1e-5 + " " + 123456789.125);
    }
}
