// features: program, class_declaration, method_declaration, static_members, for_statement, int_arithmetic, system_out, string_concatenation
public class Main {
    static int factorial(int n) {
        int result = 1;
        for (int i = 2; i <= n; i++) {
            result = result * i;
        }
        return result;
    }

    public static void main(String[] args) {
        for (int n = 0; n <= 10; n++) {
            System.out.println(factorial(n));
        }
    }
}
