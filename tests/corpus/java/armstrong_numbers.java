// features: program, int_arithmetic, math_class, cast_expression, while_statement
public class Armstrong {
    static boolean isArmstrong(int n) {
        String s = Integer.toString(n);
        int digits = s.length();
        long sum = 0;
        int m = n;
        while (m > 0) {
            int d = m % 10;
            sum += (long) Math.pow(d, digits);
            m /= 10;
        }
        return sum == n;
    }

    public static void main(String[] args) {
        int[] inputs = {0, 5, 10, 153, 100, 9474, 9475, 9926315, 9926314};
        for (int n : inputs) System.out.println(n + " " + isArmstrong(n));
        System.out.print("Armstrong numbers below 100000:");
        for (int n = 1; n < 100000; n++) {
            if (isArmstrong(n)) System.out.print(" " + n);
        }
        System.out.println();
    }
}
