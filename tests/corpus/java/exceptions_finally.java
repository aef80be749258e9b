// features: program, try_statement, multi_catch, throw_statement, builtin_exceptions, custom_exceptions, return_statement, wrapper_classes
public class Finally {
    static int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            System.out.println("bad number: " + e.getMessage());
            return -1;
        } finally {
            System.out.println("parsed " + s);
        }
    }

    static void risky(int k) {
        if (k == 0) throw new IllegalStateException("state " + k);
        if (k == 1) throw new UnsupportedOperationException("op " + k);
        if (k == 2) {
            int[] a = new int[2];
            int v = a[k];
        }
        if (k == 3) {
            String s = null;
            s.length();
        }
        if (k == 4) throw new ArithmeticException("custom arithmetic");
    }

    public static void main(String[] args) {
        System.out.println(parse("42") + parse("x1"));
        for (int k = 0; k <= 5; k++) {
            try {
                risky(k);
                System.out.println(k + ": fine");
            } catch (IllegalStateException | UnsupportedOperationException e) {
                System.out.println(k + ": multi " + e.getMessage());
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println(k + ": index " + e.getMessage());
            } catch (NullPointerException e) {
                System.out.println(k + ": null pointer");
            } catch (RuntimeException e) {
                System.out.println(k + ": runtime " + e.getMessage());
            } finally {
                System.out.println(k + ": finally");
            }
        }
        try {
            try {
                throw new RuntimeException("inner");
            } finally {
                System.out.println("inner finally");
            }
        } catch (Exception e) {
            System.out.println("outer caught " + e.getMessage());
        }
        try {
            Object o = null;
            throw new Exception("checked");
        } catch (Exception e) {
            System.out.println(e.getMessage() + " " + (e instanceof RuntimeException) + " " + (e instanceof Exception));
        }
    }
}
