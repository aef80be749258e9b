// features: program, static_members, int_arithmetic, for_statement, string_format
public class DifferenceOfSquares {
    static int squareOfSum(int n) {
        int s = 0;
        for (int i = 1; i <= n; i++) s += i;
        return s * s;
    }

    static int sumOfSquares(int n) {
        int s = 0;
        for (int i = 1; i <= n; i++) s += i * i;
        return s;
    }

    static int difference(int n) {
        return squareOfSum(n) - sumOfSquares(n);
    }

    public static void main(String[] args) {
        for (int n : new int[]{1, 5, 10, 100}) {
            System.out.printf("n=%d squareOfSum=%d sumOfSquares=%d difference=%d%n", n, squareOfSum(n), sumOfSquares(n), difference(n));
        }
    }
}
