// features: program, while_statement, if_statement, custom_exceptions, builtin_exceptions, try_statement, throw_statement
public class Collatz {
    static int steps(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("Only positive integers are allowed");
        }
        int count = 0;
        while (n != 1) {
            if (n % 2 == 0) {
                n = n / 2;
            } else {
                n = 3 * n + 1;
            }
            count++;
        }
        return count;
    }

    public static void main(String[] args) {
        int[] inputs = {1, 16, 12, 1000000, 27, 0, -15};
        for (int n : inputs) {
            try {
                System.out.println("steps(" + n + ") = " + steps(n));
            } catch (IllegalArgumentException e) {
                System.out.println("steps(" + n + ") error: " + e.getMessage());
            }
        }
    }
}
