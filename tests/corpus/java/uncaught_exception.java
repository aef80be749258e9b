// features: program, uncaught_exception, builtin_exceptions, arrays, try_statement
public class Uncaught {
    static int depth(int[] a, int i) {
        return a[i] + 1;
    }

    public static void main(String[] args) {
        int[] a = {1, 2, 3};
        System.out.println(depth(a, 2));
        try {
            System.out.println(depth(a, 5));
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("caught: " + e.getMessage());
        }
        System.out.println("about to fail");
        int zero = a.length - 3;
        System.out.println(a[0] / zero);
        System.out.println("never printed");
    }
}
